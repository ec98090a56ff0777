# The suite on Debian 13 (trixie), the current Debian stable, whose Cairo 1.18, pixman 0.44,
# FreeType 2.13 and libfaketime are newer than Debian 12's (Ubuntu 24.04 ships Cairo 1.18 too):
#
#   make test-debian13    builds the tests here, then runs the whole suite in a Debian 13 root
#                         made once with debootstrap and cached in /var/cache/timecircuits
#                         (root only; elsewhere it says so in one line and skips, before building)

.PHONY: test-debian13 test-debian13-run

test-debian13:
	@if ./scripts/test-in-debian13 --check; then $(MAKE) --no-print-directory test-debian13-run; fi

test-debian13-run: deps-test version-source
	$(AS_OWNER) $(SWIFT) build --build-tests
	./scripts/show-failures ./scripts/test-in-debian13
