package io.cosmosblog.bootstrap.bench;

/** How big and how long a benchmark run is; every figure can be set on the command line. */
record BenchOptions(int users, int scale, int requests, int threads, long seed) {

    static final BenchOptions DEFAULTS = new BenchOptions(500, 10, 5_000, 4, 42);

    BenchOptions {
        if (users < 2 || scale < 1 || requests < 1 || threads < 1) {
            throw new IllegalArgumentException("users >= 2, scale >= 1, requests >= 1, threads >= 1");
        }
    }

    /** Parses {@code --users N --scale N --requests N --threads N --seed N}. */
    static BenchOptions parse(String... args) {
        int users = DEFAULTS.users;
        int scale = DEFAULTS.scale;
        int requests = DEFAULTS.requests;
        int threads = DEFAULTS.threads;
        long seed = DEFAULTS.seed;
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("missing value after " + args[i]);
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--users" -> users = Integer.parseInt(value);
                case "--scale" -> scale = Integer.parseInt(value);
                case "--requests" -> requests = Integer.parseInt(value);
                case "--threads" -> threads = Integer.parseInt(value);
                case "--seed" -> seed = Long.parseLong(value);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + " (known: --users --scale --requests --threads --seed)");
            }
        }
        return new BenchOptions(users, scale, requests, threads, seed);
    }
}
