// Server test setup: nothing global yet; each test builds its own app on a fresh database.
export {}
