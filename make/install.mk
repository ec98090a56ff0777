# Installing and packaging.
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   the clock, its desktop entry, icons, man page
#                                                 and shell completions; PREFIX=$HOME/.local
#                                                 needs no root
#   make uninstall [PREFIX=…]                     removes exactly those files
#   make deb                                      the Debian package, by dpkg-buildpackage from
#                                                 debian/, into dist/
#   make deb-check                                installs that package with apt into a fresh
#                                                 Debian chroot (no Swift) and runs it (root)
#   make deb-debian13                             builds it in a clean Debian 13 root with
#                                                 Debian's swiftlang, offline; lintian; installs
#                                                 and runs it in a fresh Debian 13 root (root)
#   make icons                                    redraws assets/icons/ from the renderer
#   make man                                      regenerates packaging/timecircuits.1
#   make hot-functions                            lists again the functions the release link
#                                                 places together (callgrind, 75 s)
#
# The installed binary links the Swift runtime statically, so it runs where no Swift toolchain is.

DESTDIR     ?=
# Where SwiftPM builds the shipped programs, relative to the checkout: .build, or the folder of its
# own debian/rules gives, which keeps the package's offline build (the vendored argument parser)
# apart from a developer's .build.
SCRATCH     ?= .build
SWIFT_SHIP   = $(SWIFT) build -c release --static-swift-stdlib --scratch-path $(SCRATCH)
STATIC_BIN   = $(shell $(SWIFT_SHIP) --show-bin-path 2>/dev/null)/timecircuits
ICON_SIZES   = 16 22 24 32 48 64 128 256 512
DEB_ARCH    := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_FILE     = dist/timecircuits_$(VERSION)_$(DEB_ARCH).deb

.PHONY: install uninstall deb deb-debian13 deb-tools deb-check icons man static static-build

# The C++ library the Swift runtime is written against goes into the binary too, the few
# functions the runtime calls placed by make/hot-functions.txt like the rest: loaded as
# libstdc++.so, its start-up and the pages around it kept 1 MB resident (issue 30). The linker
# takes -lstdc++ from the first folder that has one, so a folder holding only the archive goes
# first; where the toolchain's clang finds no archive, the shared library is linked as before.
# Worked out when used (`=`), after the toolchain step has installed Swift on a fresh machine.
STATIC_CXX_DIR = $(SCRATCH)/static-libstdc++
STATIC_CXX     = $(shell "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/clang" -print-file-name=libstdc++.a 2>/dev/null)
STATIC_LINK    = $(if $(filter /%,$(STATIC_CXX)),-Xlinker -L$(CURDIR)/$(STATIC_CXX_DIR))

# Each function of every Swift module in a section of its own, for make/hot-functions.txt to place
# (Package.swift says why); given here because a manifest cannot ask it of a dependency. An old
# .build keeps objects made without: the frontend skips code generation when a module's IR is
# unchanged, and the option is not part of what it compares (a fresh clone is right).
STATIC_LAYOUT  = -Xswiftc -Xfrontend -Xswiftc -function-sections

# FoundationEssentials only: one `import Foundation` would link Foundation's internationalization
# half and ICU back in (30 MB of the binary, issue 30), which this check refuses.
static: deps version-source
	@$(MAKE) --no-print-directory static-build

# The build alone, with nothing installed first: debian/rules calls it, where the build
# dependencies are the package's own and apt is not the build's to run.
static-build:
	@# SwiftPM links again only when an object changed, never when a file the link reads did: a
	@# binary older than its order list or the linker script (make hot-functions, a checkout) is
	@# removed, so the package built from a developer's tree is laid out as a fresh clone's is.
	@for pair in timecircuits:make/hot-functions.txt timecircuits-alarms:make/hot-functions-service.txt; do \
	  bin="$(dir $(STATIC_BIN))$${pair%%:*}"; list="$${pair#*:}"; \
	  if [ -e "$$bin" ] && { [ "$$list" -nt "$$bin" ] || [ make/private-functions.ld -nt "$$bin" ]; }; then \
	    echo "make static: $$list or make/private-functions.ld changed since $$bin was linked: linking again"; rm -f "$$bin"; fi; done
	@if [ -n "$(STATIC_LINK)" ]; then $(AS_OWNER) mkdir -p $(STATIC_CXX_DIR) && $(AS_OWNER) ln -sf "$(STATIC_CXX)" $(STATIC_CXX_DIR)/libstdc++.a; fi
	$(AS_OWNER) $(SWIFT_SHIP) --product timecircuits $(STATIC_LAYOUT) $(STATIC_LINK)
	$(AS_OWNER) $(SWIFT_SHIP) --product timecircuits-alarms $(STATIC_LAYOUT) $(STATIC_LINK)
	@if nm "$(STATIC_BIN)" | grep -q 'FoundationInternationalization\|_FoundationICU\|ucal_open'; then \
	  echo "make static: the binary links FoundationInternationalization or ICU; import FoundationEssentials, not Foundation" >&2; \
	  exit 1; fi
	@./scripts/check-hot-functions "$(STATIC_BIN)" make/hot-functions.txt
	@./scripts/check-hot-functions "$(dir $(STATIC_BIN))timecircuits-alarms" make/hot-functions-service.txt

install: static
	./scripts/install-files "$(DESTDIR)$(PREFIX)" "$(STATIC_BIN)" "$(PREFIX)"
	@if [ -z "$(DESTDIR)" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then \
	  gtk-update-icon-cache -q -t -f "$(PREFIX)/share/icons/hicolor" 2>/dev/null || true; fi
	@echo "Installed in $(DESTDIR)$(PREFIX): run $(PREFIX)/bin/timecircuits"

# install refreshes the icon theme's cache; uninstall refreshes it again, or removes it when our
# icons were the only ones under this prefix (PREFIX=$$HOME/.local), so nothing of ours is left.
uninstall:
	./scripts/install-files --uninstall "$(DESTDIR)$(PREFIX)" "$(PREFIX)"
	@theme="$(DESTDIR)$(PREFIX)/share/icons/hicolor"; \
	if [ -f "$$theme/icon-theme.cache" ]; then \
	  if find "$$theme" -type f ! -name icon-theme.cache ! -name index.theme | grep -q .; then \
	    gtk-update-icon-cache -q -t -f "$$theme" 2>/dev/null || true; \
	  else rm -f "$$theme/icon-theme.cache"; fi; \
	fi

icons: build
	@for s in $(ICON_SIZES); do \
	  mkdir -p assets/icons/hicolor/$${s}x$${s}/apps; \
	  "$(BIN)" icon --size $$s -o assets/icons/hicolor/$${s}x$${s}/apps/timecircuits.png || exit 1; \
	done

man: deps version-source
	$(AS_OWNER) $(SWIFT) package --allow-writing-to-directory packaging generate-manual --output-directory packaging
	@# The generator leaves blank lines between paragraphs of a discussion, each one of groff's
	@# "Empty input line" warnings (lintian's groff-message); in mdoc a paragraph is .Pp.
	sed -i 's/^$$/.Pp/' packaging/timecircuits.1

# The package is built the Debian way, from debian/ by dpkg-buildpackage on debhelper (debian/rules
# says how; debian/control has what it depends on). Debian 13 and later build it with their own
# Swift (swiftlang); a release without one (Debian 12) with the Swift on PATH, through the build
# profile pkg.timecircuits.swift-on-path, which drops swiftlang from the build dependencies. What
# dpkg-buildpackage writes beside the checkout is moved into dist/. Without a clean first, a
# second make deb builds only what changed (dh_prep still empties the package's tree); but dh's
# build stamp goes first, or dh would skip the build and package the binary of the last one.
DEB_PROFILE_ON_PATH = pkg.timecircuits.swift-on-path
deb: deb-tools version-source
	@if dpkg-checkbuilddeps >/dev/null 2>&1; then :; \
	elif dpkg-checkbuilddeps -P $(DEB_PROFILE_ON_PATH) >/dev/null 2>&1; then \
	  echo "make deb: this release has no swiftlang; building with the Swift on PATH, $$($(SWIFT) --version 2>&1 | head -n 1) (build profile $(DEB_PROFILE_ON_PATH))"; \
	else dpkg-checkbuilddeps -P $(DEB_PROFILE_ON_PATH) || true; \
	  echo "make deb: build dependencies missing (above): sudo apt-get build-dep ./ installs them" >&2; exit 1; fi
	rm -f debian/debhelper-build-stamp
	@profile=""; dpkg-checkbuilddeps >/dev/null 2>&1 || profile="-P$(DEB_PROFILE_ON_PATH)"; \
	$(AS_OWNER) dpkg-buildpackage -us -uc -b --no-pre-clean $$profile
	mkdir -p dist
	mv ../timecircuits_$(VERSION)_$(DEB_ARCH).deb ../timecircuits_$(VERSION)_$(DEB_ARCH).buildinfo ../timecircuits_$(VERSION)_$(DEB_ARCH).changes dist/
	@echo "Built $(DEB_FILE): sudo apt install ./$(DEB_FILE)"

# The same package built in a clean Debian 13 root with Debian's own Swift and no network, checked
# by lintian, installed with apt into a fresh Debian 13 root and run there (root only; elsewhere it
# says so in one line). dist/debian13/ gets the .deb, the .dsc, the .changes and the logs.
deb-debian13:
	@if ./scripts/deb-in-debian13 --check; then CHECK_DEB_SHOT="$(CURDIR)/dist/debian13/window.png" ./scripts/deb-in-debian13; fi

# Checked before the build, so a missing tool stops make in a second, not after the compile.
deb-tools: deps
	@./scripts/ensure-packages dpkg-dev debhelper bash-completion g++

deb-check: deb
	@./scripts/ensure-packages debootstrap appstream
	./scripts/check-deb "$(DEB_FILE)"

# The release link's order (Package.swift): the functions launch and an idle minute run, from a
# callgrind run of the release binary. Run again after large changes; a stale list only places
# fewer functions together, it breaks nothing.
.PHONY: hot-functions
hot-functions: static
	@./scripts/ensure-packages valgrind xvfb x11-utils
	./scripts/hot-functions "$(STATIC_BIN)" make/hot-functions.txt
