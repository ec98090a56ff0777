# The benchmark: Time Circuits against xclock, dclock and xdaliclock on one private Xvfb.
#
#   make bench                       every figure against xclock, dclock and xdaliclock, into BENCHMARKS.md
#   make bench BENCH_SECONDS=20      a shorter idle window (default 60)
#   make bench BENCH_SOAK_SECONDS=30 a shorter storm for the soak's row (default 90)
#
# The witness (bench/Witness.swift) is a second X client that watches the clocks' pixels from
# outside; it is built here with swiftc against the package's CX11 module, not by `swift build`.

BENCH_PKGS = $(TEST_PKGS) x11-apps dclock xdaliclock imagemagick bc iproute2

.PHONY: bench

.build-bench/witness: bench/Witness.swift
	@mkdir -p .build-bench
	$(SWIFT)c -O bench/Witness.swift -I Sources/CX11 -lX11 -lXrandr -o $@

# The binary measured is the one `make install` and `make deb` ship: Swift runtime linked in,
# stripped, taken from the package's tree; the package's own size is a row of the table.
# The soak's row runs the suite's storm (SoakTests) on that binary: the tests are built too.
bench: deb .build-bench/witness
	@./scripts/ensure-packages $(BENCH_PKGS)
	$(AS_OWNER) $(SWIFT) build --build-tests
	SWIFT="$(SWIFT)" ./scripts/bench debian/timecircuits/usr/bin/timecircuits .build-bench/witness "$(DEB_FILE)"
