import ButtonLintKit

print("buttonlint: not implemented yet")
