# Production image: `docker compose up --build --scale app=3` runs it behind nginx, beside PostgreSQL
# and Redis (docker-compose.yml). Alone, `npm start` migrates, seeds and serves one process per core.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
# Build once in the image (and stamp it), so `npm start` only migrates, seeds and serves.
RUN node --input-type=module -e "const m = await import('./scripts/lib/project.mjs'); await m.ensureBuild();"
EXPOSE 3000
CMD ["npm", "start"]
