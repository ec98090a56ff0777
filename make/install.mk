# Installing and packaging.
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   the clock, its desktop entry, icons, man page
#                                                 and shell completions; PREFIX=$HOME/.local
#                                                 needs no root
#   make uninstall [PREFIX=…]                     removes exactly those files
#   make deb                                      an installable Debian package in dist/
#   make deb-check                                installs that package with apt into a fresh
#                                                 Debian chroot (no Swift) and runs it (root)
#   make icons                                    redraws assets/icons/ from the renderer
#   make man                                      regenerates packaging/timecircuits.1
#   make hot-functions                            lists again the functions the release link
#                                                 places together (callgrind, 75 s)
#
# The installed binary links the Swift runtime statically, so it runs where no Swift toolchain is.

DESTDIR     ?=
STATIC_BIN   = $(shell $(SWIFT) build -c release --static-swift-stdlib --show-bin-path 2>/dev/null)/timecircuits
ICON_SIZES   = 16 22 24 32 48 64 128 256 512
DEB_ARCH    := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_ROOT     = .build-deb/timecircuits_$(VERSION)_$(DEB_ARCH)
DEB_FILE     = dist/timecircuits_$(VERSION)_$(DEB_ARCH).deb

.PHONY: install uninstall deb deb-tools deb-check icons man static

# The C++ library the Swift runtime is written against goes into the binary too, the few
# functions the runtime calls placed by make/hot-functions.txt like the rest: loaded as
# libstdc++.so, its start-up and the pages around it kept 1 MB resident (issue 30). The linker
# takes -lstdc++ from the first folder that has one, so a folder holding only the archive goes
# first; where the toolchain's clang finds no archive, the shared library is linked as before.
# Worked out when used (`=`), after the toolchain step has installed Swift on a fresh machine.
STATIC_CXX_DIR = .build/static-libstdc++
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
	@if [ -n "$(STATIC_LINK)" ]; then $(AS_OWNER) mkdir -p $(STATIC_CXX_DIR) && $(AS_OWNER) ln -sf "$(STATIC_CXX)" $(STATIC_CXX_DIR)/libstdc++.a; fi
	$(AS_OWNER) $(SWIFT) build -c release --static-swift-stdlib --product timecircuits $(STATIC_LAYOUT) $(STATIC_LINK)
	$(AS_OWNER) $(SWIFT) build -c release --static-swift-stdlib --product timecircuits-alarms $(STATIC_LAYOUT) $(STATIC_LINK)
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

# dpkg-shlibdeps (in dpkg-dev) reads the binary's real library needs (libX11, libXrandr, libcairo,
# libsystemd for sd-bus, libc…); the font is looked up by name at run time, so it is listed by
# hand, as are tzdata, whose zone files the clock reads, libcanberra0, which the clock loads when a
# sound is first wanted rather than at launch, and what libcanberra loads at run time: its
# PulseAudio backend (a plugin, not linked) and the sound theme with alarm-clock-elapsed; and
# libmosquitto1, which the clock loads when an MQTT broker is set, not at launch. libspeechd2 and
# speech-dispatcher are recommended: the clock loads the library when the time is first spoken,
# and without it (or a speech server) only the spoken time is missing.
# A package whose Depends misses the libraries the binary links would install cleanly and fail at
# launch, so an empty or partial answer stops the build. Packed relocations (Package.swift) need
# glibc 2.36, a version with no symbols of its own, which dpkg-shlibdeps does not see.
# dbus-user-session is recommended, not required: the alarm service's unit is Type=dbus and needs
# the user bus's socket, and without it a window or the autostart entry still starts the service.
deb: deb-tools static
	rm -rf "$(DEB_ROOT)" && mkdir -p "$(DEB_ROOT)/DEBIAN" dist
	./scripts/install-files "$(DEB_ROOT)/usr" "$(STATIC_BIN)" /usr
	mkdir -p .build-deb/debian && echo "Source: timecircuits" > .build-deb/debian/control
	cd .build-deb && dpkg-shlibdeps -O "$(CURDIR)/$(DEB_ROOT)/usr/bin/timecircuits" > shlibs.txt || { \
	  echo "make deb: dpkg-shlibdeps could not work out which libraries timecircuits needs (see above)" >&2; exit 1; }
	@sed -n 's/^shlibs:Depends=//p' .build-deb/shlibs.txt > .build-deb/depends.txt; \
	[ -s .build-deb/depends.txt ] || { echo "make deb: dpkg-shlibdeps gave no Depends for timecircuits" >&2; exit 1; }; \
	if readelf -V "$(DEB_ROOT)/usr/bin/timecircuits" | grep -q GLIBC_ABI_DT_RELR; then \
	  sed -i -E 's/libc6 \(>= [0-9.]+\)/libc6 (>= 2.36)/' .build-deb/depends.txt; fi; \
	for lib in libx11-6 libcairo2 libsystemd0; do \
	  grep -Eq "(^|, )$$lib( |,|$$)" .build-deb/depends.txt || { \
	    echo "make deb: the computed Depends lacks $$lib: '$$(cat .build-deb/depends.txt)'" >&2; exit 1; }; \
	done
	printf '%s\n' \
	  "Package: timecircuits" \
	  "Version: $(VERSION)" \
	  "Architecture: $(DEB_ARCH)" \
	  "Maintainer: Time Circuits maintainers <maintainers@users.noreply.github.com>" \
	  "Depends: $$(cat .build-deb/depends.txt), fonts-dejavu-core, tzdata, libcanberra0, libcanberra-pulse, sound-theme-freedesktop, libmosquitto1" \
	  "Recommends: dbus-user-session, libspeechd2, speech-dispatcher" \
	  "Section: utils" \
	  "Priority: optional" \
	  "Installed-Size: $$(du -sk $(DEB_ROOT)/usr | cut -f1)" \
	  "Description: Back to the Future time-circuits display as a desktop clock" \
	  " Shows the date and time in three cities on the DeLorean's three LED rows," \
	  " drawn segment by segment with Cairo, in an X11 window." \
	  > "$(DEB_ROOT)/DEBIAN/control"
	dpkg-deb --root-owner-group --build "$(DEB_ROOT)" "$(DEB_FILE)"
	@echo "Built $(DEB_FILE): sudo apt install ./$(DEB_FILE)"

# Checked before the build, so a missing tool stops make in a second, not after the compile.
deb-tools: toolchain
	@./scripts/ensure-packages dpkg-dev

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
	@# SwiftPM does not see the list change: the next build links again only without a binary.
	rm -f "$(STATIC_BIN)" "$(dir $(STATIC_BIN))timecircuits-alarms"
