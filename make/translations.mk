# Translations (gettext).
#
#   make pot      extracts po/timecircuits.pot: every words("…") and Words.marked("…") call of
#                 the sources, and the desktop entry's and the AppStream metainfo's text
#   make po       merges the template into each po/LL.po (msgmerge, no fuzzy guessing): a new or
#                 changed line shows up there untranslated, and the test of the catalogues fails
#                 until a translator has seen to it
#   make locale   builds the catalogues (.mo) beside the built binary, where it finds them
#
# scripts/extract-messages says how the template is made (xgettext's C parser for the sources,
# and why), and a test (TranslationTests) holds the committed template to it.

LOCALE_DIR   = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)/../share/locale

.PHONY: pot po locale

pot:
	@./scripts/ensure-packages gettext
	./scripts/extract-messages po/timecircuits.pot

po: pot
	@for ll in $$(cat po/LINGUAS); do msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-wrap po/$$ll.po po/timecircuits.pot || exit 1; done

locale:
	@./scripts/ensure-packages gettext
	$(AS_OWNER) ./scripts/build-catalogues "$(LOCALE_DIR)"
