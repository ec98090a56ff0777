# A clock left running for months (issue 44): the long forms of the memory tests, on the release
# build, as users run it.
#
#   make soak                       SOAK_SECONDS (default 600) of random input, the long cycle of
#                                   each action, then 50 panel cycles and 50 face switches under
#                                   valgrind's memcheck (scripts/valgrind-cycles)
#   make soak TC_SOAK_SEED=N        the storm a failed run printed, again
#
# `make test` runs the short forms (a 20 s storm, 12 cycles of each action) on the debug build.

SOAK_SECONDS ?= 600

soak: deps-test version-source
	@./scripts/ensure-packages valgrind
	$(AS_OWNER) $(SWIFT) build -c release
	$(AS_OWNER) $(SWIFT) build --build-tests
	TIMECIRCUITS_TEST_BINARY="$(BIN)" TC_SOAK_SECONDS=$(SOAK_SECONDS) \
	  $(AS_OWNER) $(SWIFT) test --skip-build --filter 'SoakTests|MemoryCycleTests'
	./scripts/valgrind-cycles "$(BIN)" .build/valgrind-cycles.log

.PHONY: soak
