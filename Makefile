# ButtonLint: build, test and install the command line.
#   make             release build of buttonlint (Swift runtime linked in)
#   make test        the unit, rule-example and Corpus tests
#   make corpus      lint the bundled Corpus/ (exits 1 on purpose: it holds error findings)
#   make install     copy buttonlint to $(PREFIX)/bin (PREFIX=/usr/local by default)
#   make uninstall   remove it again
#   make stamp       write the commit `buttonlint --version` prints (every build above does it)
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# The Swift runtime is linked statically on Linux, so the installed binary needs no toolchain.
STATIC = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
# `--version` names the commit: read from git here (no network), written into a file git ignores,
# compiled only with the flag below. Outside a git checkout it is "unknown", as in any build
# without make (`swift build` never needs git).
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
STAMP_FILE = Sources/ButtonLintCLI/BuildCommit+Stamp.swift
BUILD = $(SWIFT) build -c release --product buttonlint $(STATIC) -Xswiftc -DBUTTONLINT_COMMIT_STAMP

.PHONY: all build stamp test corpus install uninstall clean print-bin-path

all: build

# Rewritten only when the commit changed, so an unchanged tree does not recompile.
stamp:
	@printf '#if BUTTONLINT_COMMIT_STAMP\nenum BuildCommit {\n    static let value = "%s"\n}\n#endif\n' "$(COMMIT)" > "$(STAMP_FILE).new"
	@if cmp -s "$(STAMP_FILE).new" "$(STAMP_FILE)"; then rm "$(STAMP_FILE).new"; else mv "$(STAMP_FILE).new" "$(STAMP_FILE)"; fi

build: stamp
	$(BUILD)

test:
	$(SWIFT) test

corpus: build
	"$$($(BUILD) --show-bin-path)/buttonlint" Corpus

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(BUILD) --show-bin-path)/buttonlint" "$(BINDIR)/buttonlint"

uninstall:
	rm -f "$(BINDIR)/buttonlint"

clean:
	$(SWIFT) package clean

# The folder `make build` writes buttonlint into (for Scripts/build-artifactbundle.sh).
print-bin-path:
	@$(BUILD) --show-bin-path
