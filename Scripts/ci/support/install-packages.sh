#!/usr/bin/env bash
# The Debian packages the integration checks use, installed while `.ci/run` builds and runs the
# tests: downloading and unpacking them waits on the network and the disk, not on the cores the
# build keeps busy. Each check still installs what it finds missing, so this is only a head
# start: a failure here is printed and does not stop the run.
set -uo pipefail
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
missing=()
command -v chromium > /dev/null || missing+=(chromium)
command -v nvim > /dev/null || missing+=(neovim)
[ -x /usr/bin/time ] || missing+=(time)
python3 -c 'import ensurepip, venv' 2> /dev/null || missing+=(python3-venv)
[ ${#missing[@]} -gt 0 ] || { echo "packages: all present"; exit 0; }
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" > /dev/null \
    && echo "packages: installed ${missing[*]}"
