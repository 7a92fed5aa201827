import { fuzzSuite } from '../test/fuzz-suite';

// Part 2 of the route fuzzer (see server/test/fuzz-suite.ts): one file per part, so test workers share it.
fuzzSuite(1, 4);
