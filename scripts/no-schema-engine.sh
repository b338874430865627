#!/bin/sh
# Prisma's native schema engine is never downloaded here (machines may be offline).
# Migrations go through Prisma's WebAssembly engine instead: npm run db:migrate / db:migration:create.
echo "The native Prisma schema engine is disabled in this project." >&2
echo "Use: npm run db:migrate (apply) or npm run db:migration:create -- <name> (create)." >&2
exit 1
