// System tests start server processes and databases: minutes, not Jest's 5 seconds.
jest.setTimeout(120_000);
