# The suite on Debian 13 (trixie), the current Debian stable, whose Cairo 1.18, pixman 0.44 and
# FreeType 2.13 are newer than Debian 12's (Ubuntu 24.04 ships Cairo 1.18 too):
#
#   make test-debian13    builds the tests here, then runs the whole suite in a Debian 13 root
#                         made once with debootstrap (root only; elsewhere it says so and skips)

.PHONY: test-debian13

test-debian13: deps-test version-source
	$(AS_OWNER) $(SWIFT) build --build-tests
	./scripts/test-in-debian13
