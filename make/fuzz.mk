# Fuzzing the input parsers with libFuzzer: the settings file, --frozen-date, --cities, the
# timer's durations and state file, and the D-Bus interface's method arguments and ctl's words, and
# the alarms' lines and record, the merge every save makes, the zone files' reader, and the MQTT
# payloads anyone on the broker can send (commands and messages).
#
#   make fuzz                    every target for FUZZ_SECONDS (default 300) each, one after another
#   make fuzz FUZZ_SECONDS=15    the smoke run CI does after `make test`
#   make fuzz-settings           one target (also fuzz-date, fuzz-cities, fuzz-timer, fuzz-control, fuzz-alarm, fuzz-merge, fuzz-zone, fuzz-mqtt)
#
# The core is compiled once with libFuzzer's coverage instrumentation into .build-fuzz/, and each
# target links it with its entry point from Fuzz/ (see the doc comment there for what it checks).
# The corpus grows in .build-fuzz/corpus/<target> (not in git; delete it to start over) from the
# committed seeds in Fuzz/seeds/<target>. An input that crashes, takes longer than FUZZ_TIMEOUT
# seconds or breaks a checked property fails the run and is kept as
# .build-fuzz/artifacts/<target>/crash-… or timeout-…; replay it with
# `.build-fuzz/fuzz-<target> <file>`. Nothing here is part of `swift build` or `swift test`.

SWIFTC        ?= $(SWIFT)c
FUZZ_SECONDS  ?= 300
# One input taking longer than this many seconds counts as a hang.
FUZZ_TIMEOUT  ?= 10
# Longest input tried, in bytes: well past any real settings file, date or city list.
FUZZ_MAX_LEN  ?= 4096
FUZZ_DIR       = .build-fuzz
FUZZ_TARGETS   = settings date cities timer control alarm merge zone mqtt
FUZZ_SWIFTC    = $(SWIFTC) -sanitize=fuzzer -parse-as-library -O -g
FUZZ_CORE      = $(FUZZ_DIR)/libTimeCircuitsCore.a
FUZZ_STORAGE   = $(FUZZ_DIR)/libTimeCircuitsStorage.a
# Every core source, in its concern's folder; and storage's, which reads the files the settings,
# state and zone targets parse.
FUZZ_CORE_SRC  = $(sort $(shell find Sources/TimeCircuitsCore -name '*.swift'))
FUZZ_STORAGE_SRC = $(sort $(shell find Sources/TimeCircuitsStorage -name '*.swift'))
# The C modules storage imports (glibc's gettext, for the message catalogue), by module map.
FUZZ_C_MODULES = -I Sources/CGettext
# Swift's own crash reporter would take the crash from libFuzzer, which then saves no input.
FUZZ_RUN_ENV   = SWIFT_BACKTRACE=enable=no

.PHONY: fuzz $(addprefix fuzz-,$(FUZZ_TARGETS)) fuzz-build

fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

fuzz-build: $(addprefix $(FUZZ_DIR)/fuzz-,$(FUZZ_TARGETS))

$(FUZZ_CORE): $(FUZZ_CORE_SRC)
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_SWIFTC) -wmo -module-name TimeCircuitsCore -emit-module \
	  -emit-module-path $(FUZZ_DIR)/TimeCircuitsCore.swiftmodule -emit-library -static -o $@ $(FUZZ_CORE_SRC)

$(FUZZ_STORAGE): $(FUZZ_STORAGE_SRC) $(FUZZ_CORE)
	$(FUZZ_SWIFTC) -wmo -module-name TimeCircuitsStorage -I $(FUZZ_DIR) $(FUZZ_C_MODULES) -emit-module \
	  -emit-module-path $(FUZZ_DIR)/TimeCircuitsStorage.swiftmodule -emit-library -static -o $@ $(FUZZ_STORAGE_SRC)

# fuzz_target(name, entry source): the binary and the run for one target.
define fuzz_target
$(FUZZ_DIR)/fuzz-$(1): Fuzz/FuzzCheck.swift $(2) $(FUZZ_CORE) $(FUZZ_STORAGE)
	$(FUZZ_SWIFTC) -I $(FUZZ_DIR) $(FUZZ_C_MODULES) -L $(FUZZ_DIR) -lTimeCircuitsStorage -lTimeCircuitsCore Fuzz/FuzzCheck.swift $(2) -o $$@

fuzz-$(1): toolchain $(FUZZ_DIR)/fuzz-$(1)
	@mkdir -p $(FUZZ_DIR)/corpus/$(1) $(FUZZ_DIR)/artifacts/$(1)
	$(FUZZ_RUN_ENV) $(FUZZ_DIR)/fuzz-$(1) $(FUZZ_DIR)/corpus/$(1) Fuzz/seeds/$(1) \
	  -dict=Fuzz/dictionaries/$(1).dict -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) \
	  -max_len=$(FUZZ_MAX_LEN) -artifact_prefix=$(FUZZ_DIR)/artifacts/$(1)/ -print_final_stats=1
endef

$(eval $(call fuzz_target,settings,Fuzz/SettingsFileFuzz.swift))
$(eval $(call fuzz_target,date,Fuzz/FrozenDateFuzz.swift))
$(eval $(call fuzz_target,cities,Fuzz/CitySelectionFuzz.swift))
$(eval $(call fuzz_target,timer,Fuzz/TimerFuzz.swift))
$(eval $(call fuzz_target,control,Fuzz/ControlFuzz.swift))
$(eval $(call fuzz_target,alarm,Fuzz/AlarmFuzz.swift))
$(eval $(call fuzz_target,merge,Fuzz/MergeFuzz.swift))
$(eval $(call fuzz_target,zone,Fuzz/ZoneRulesFuzz.swift))
$(eval $(call fuzz_target,mqtt,Fuzz/MQTTFuzz.swift))
