# Time Circuits — build, run and test.
#
#   make run    install what is missing, build, open the clock
#   make test   install what is missing, run the whole test suite
#
# System packages come from apt. As root (or with password-less sudo) the Makefile installs what is
# missing; otherwise it prints the exact apt command and stops.

SWIFT      ?= swift
CONFIG     ?= release
PREFIX     ?= /usr/local
RUN_ARGS   ?=
BIN         = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)/timecircuits

# What building and running need, and what the tests need on top (a real X server among them).
RUN_PKGS   = pkg-config libx11-dev libxrandr-dev libcairo2-dev fonts-dejavu-core tzdata
TEST_PKGS  = $(RUN_PKGS) xvfb xauth x11-utils x11-xserver-utils xdotool faketime xrestop desktop-file-utils man-db

.PHONY: all build run test toolchain deps deps-test render clean help

all: build

help:
	@sed -n '1,8p' Makefile

toolchain:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "timecircuits: no Swift toolchain found ('$(SWIFT)' is not on PATH)." >&2; \
	  echo "Install Swift 6 from https://www.swift.org/install/linux/ and run make again." >&2; exit 1; }

deps: toolchain
	@./scripts/ensure-packages $(RUN_PKGS)

deps-test: toolchain
	@./scripts/ensure-packages $(TEST_PKGS)

build: deps
	$(SWIFT) build -c $(CONFIG)

run: build
	"$(BIN)" $(RUN_ARGS)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

render: build
	"$(BIN)" render -o face.png --frozen-date 1985-10-26T01:21:00-07:00

clean:
	rm -rf .build

# Further targets (install and packaging, fuzzing, benchmarks), one file per concern.
include $(sort $(wildcard make/*.mk))
