# ButtonLint: build, test and install the command line.
#   make             release build of buttonlint (Swift runtime linked in)
#   make test        the unit, rule-example and Corpus tests
#   make corpus      lint the bundled Corpus/ (exits 1 on purpose: it holds error findings)
#   make install     copy buttonlint to $(PREFIX)/bin (PREFIX=/usr/local by default)
#   make uninstall   remove it again
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# The Swift runtime is linked statically on Linux, so the installed binary needs no toolchain.
STATIC = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
BUILD = $(SWIFT) build -c release --product buttonlint $(STATIC)

.PHONY: all build test corpus install uninstall clean

all: build

build:
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
