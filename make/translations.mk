# Translations (gettext).
#
#   make pot      extracts po/timecircuits.pot from the sources: every words("…") and
#                 Words.marked("…") call
#   make po       merges the template into each po/LL.po (msgmerge): new lines show up there
#                 untranslated, changed ones fuzzy, and the test of the catalogues fails until
#                 a translator has seen to them
#   make locale   builds the catalogues (.mo) beside the built binary, where it finds them
#
# xgettext has no Swift parser. Its C parser reads the calls Swift writes the same way: a keyword,
# a parenthesis, a double-quoted literal with C's escapes. The sources keep to what that needs:
# the text of a words() call is one plain literal, never interpolated (arguments are %1$s…,
# passed after it) nor a """ block. Strings with %N$s come out marked c-format, so msgfmt --check
# refuses a translation whose arguments differ. A Swift-aware extractor would need a parser of
# our own or SwiftSyntax at build time; this one is the gettext package's and a test
# (TranslationTests) checks that the template holds exactly what the sources say.

POT          = po/timecircuits.pot
XGETTEXT     = xgettext --language=C --from-code=UTF-8 --keyword= --keyword=words --keyword=marked \
               --add-comments=TRANSLATORS: --package-name=timecircuits --package-version=$(VERSION) \
               --msgid-bugs-address=https://github.com/timecircuits/timecircuits/issues --sort-by-file --add-location=file
LOCALE_DIR   = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path 2>/dev/null)/../share/locale

.PHONY: pot po locale

pot:
	@./scripts/ensure-packages gettext
	$(XGETTEXT) -o $(POT) $$(git ls-files --cached --others --exclude-standard 'Sources/*.swift' | sort)
	@sed -i '/^"POT-Creation-Date:/d' $(POT)

po: pot
	@for ll in $$(cat po/LINGUAS); do msgmerge --quiet --update --backup=none --no-fuzzy-matching po/$$ll.po $(POT) || exit 1; done

locale:
	@./scripts/ensure-packages gettext
	$(AS_OWNER) ./scripts/build-catalogues "$(LOCALE_DIR)"
