# The command pages of docs/ say what the binary says: each docs/commands/<name>.md holds the
# exact output of `dates <name> --help` under its heading "Options" (docs/configs.md that of
# `dates train --help-config`), and every subcommand has a page. After changing an option's help,
# regenerate the blocks with
#   /usr/bin/python3 scripts/checks/check_docs_help.py --write build/app/dates .
# Included by tests/CMakeLists.txt.
add_test(NAME docs_help
  COMMAND /usr/bin/python3 ${PROJECT_SOURCE_DIR}/scripts/checks/check_docs_help.py
          $<TARGET_FILE:dates> ${PROJECT_SOURCE_DIR})
