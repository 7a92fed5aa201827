import { fuzzSuite } from './fuzz-suite';

// Part 2 of the route fuzzer (see fuzz-suite.ts): one file per part, so test workers share it.
fuzzSuite(1, 4);
