# Time Circuits — build, run and test.
#
#   make run    install what is missing, build, open the clock
#   make test   install what is missing, run the whole test suite
#
# System packages come from apt. As root (or with password-less sudo) the Makefile installs what is
# missing; otherwise it prints the exact apt command and stops. Without Swift, scripts/ensure-swift
# installs it with swiftly (on a terminal) or prints how, and make stops.

SWIFT      ?= swift
CONFIG     ?= release
PREFIX     ?= /usr/local
RUN_ARGS   ?=
BIN         = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)/timecircuits

# The version has one home, the file VERSION: the .deb's name and control file read it here. The
# installed binary cannot read a file at run time, so every build first copies it into
# Sources/timecircuits/Version.swift, rewriting that file only when it differs (an unchanged version
# recompiles nothing). The copy is committed so that a bare `swift build` works too, and
# VersionTests fails when VERSION, the copy and `timecircuits --version` disagree.
VERSION    := $(shell cat VERSION)
VERSION_SWIFT = Sources/timecircuits/Version.swift

# `sudo make install` runs make as root, but SwiftPM must not build as root in someone's checkout:
# it would leave a root-owned .build that their next plain `make` cannot write and `make clean`
# cannot delete. So when root builds in a checkout another user owns, every swift build runs as
# that owner, into the .build they already have, and only the copying into PREFIX runs as root. A
# separate root-owned scratch path was the other way, but it would rebuild everything on every
# install and still put a folder in the checkout that its owner cannot delete. Going by the
# checkout's owner rather than SUDO_USER covers su and doas too, and never builds as a user who
# cannot write here. runuser, not sudo -u, because it keeps PATH (so the toolchain root found is
# the one used) and sets HOME to the owner's (so SwiftPM's caches stay theirs), with no sudoers
# policy in between.
CHECKOUT_OWNER := $(shell stat -c %U "$(CURDIR)")
ifeq ($(shell id -u),0)
ifneq ($(filter-out root UNKNOWN,$(CHECKOUT_OWNER)),)
AS_OWNER    = runuser -u $(CHECKOUT_OWNER) --
endif
endif

# What building and running need, and what the tests need on top (a real X server among them).
# The alarm's sound is the freedesktop theme's, played through libcanberra's PulseAudio backend
# (which PipeWire's pulse server also serves). The desktop tests start their own session bus
# (dbus-daemon; dbus-send from dbus-bin), notification server (dunst) and null-sink sound server
# (pulseaudio, recorded with parec from pulseaudio-utils). systemd is there for systemd-analyze,
# which checks the alarm service's user unit (the install layout test), and dbus-user-session for
# the user bus's dbus.socket, which that unit (Type=dbus) requires and verify looks for. The MQTT
# link to the replica props and Home Assistant is libmosquitto (its header to build, the library
# loaded when a broker is set); the MQTT tests start their own broker (mosquitto), talk to it as
# the props do (mosquitto-clients) and make their TLS certificates with openssl. The time is spoken
# through libspeechd (its header to build, the library loaded when the time is first spoken); the
# speech tests start their own speech-dispatcher, whose generic module writes down what it is
# given (it opens its audio output on their null sink). gettext's
# msgfmt builds the translations' catalogues (the clock itself calls glibc's gettext: nothing new at
# run time); the tests check them with msgfmt --check and the AppStream metainfo with appstreamcli.
# The screen reader's tests start at-spi2-core's accessibility bus and registry on their own session
# bus and read the clock with pyatspi (python3-pyatspi), the library Orca is written on, and run
# Orca itself into their speech-dispatcher. `timecircuits plan --ics` is held to Python's icalendar
# (python3-icalendar), the calendar parser Debian ships, and its rows to Python's zoneinfo.
# The sun's times (`night = sun`) are held to python3-astral's.
RUN_PKGS   = pkg-config gettext libx11-dev libxrandr-dev libxext-dev libcairo2-dev libfreetype-dev libdeflate-dev libsystemd-dev libcanberra-dev \
             libcanberra-pulse sound-theme-freedesktop fonts-dejavu-core tzdata libmosquitto-dev libspeechd-dev
TEST_PKGS  = $(RUN_PKGS) xvfb xauth x11-utils x11-xserver-utils xdotool faketime xrestop desktop-file-utils man-db \
             dbus-daemon dbus-bin dunst pulseaudio pulseaudio-utils systemd dbus-user-session mosquitto mosquitto-clients openssl \
             appstream speech-dispatcher dpkg-dev at-spi2-core python3-pyatspi orca python3-icalendar python3-astral xclip

.PHONY: all build run test toolchain deps deps-test version test-packages version-source render clean help

all: build

help:
	@sed -n '1,8p' Makefile

# Silent when swift is found; otherwise scripts/ensure-swift installs it with swiftly (on a
# terminal, after saying so) or prints swift.org's commands, and make stops.
toolchain:
	@./scripts/ensure-swift "$(SWIFT)"

deps: toolchain
	@./scripts/ensure-packages $(RUN_PKGS)

deps-test: toolchain
	@./scripts/ensure-packages $(TEST_PKGS)

version:
	@echo $(VERSION)

# What the tests need, for the Debian 13 root's list (scripts/test-in-debian13).
test-packages:
	@echo $(TEST_PKGS)

version-source:
	@new=$$(printf '%s\n' '// Generated by `make` from the file VERSION, the one place the version is set: edit that.' \
	  'extension TimeCircuitsCommand { static let version = "$(VERSION)" }'); \
	[ "$$(cat $(VERSION_SWIFT) 2>/dev/null)" = "$$new" ] || { \
	  printf '%s\n' "$$new" > $(VERSION_SWIFT) && echo "$(VERSION_SWIFT): version $(VERSION), from VERSION"; }

build: deps version-source
	$(AS_OWNER) $(SWIFT) build -c $(CONFIG)
	@$(MAKE) --no-print-directory locale

run: build
	"$(BIN)" $(RUN_ARGS)

test: deps-test version-source
	$(AS_OWNER) $(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory locale CONFIG=debug
	./scripts/show-failures $(AS_OWNER) $(SWIFT) test --skip-build

render: build
	"$(BIN)" render -o face.png --frozen-date 1985-10-26T01:21:00-07:00

clean:
	rm -rf .build

# Further targets (install and packaging, fuzzing, benchmarks), one file per concern.
include $(sort $(wildcard make/*.mk))
