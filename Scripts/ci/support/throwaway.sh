# Sourced by the integration checks: strict mode, the repository's root, a throw-away folder
# removed on exit, the start time, and `fail`.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[1]}")/../.." && pwd)
started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
