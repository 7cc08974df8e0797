// Vitest setup for mutation runs only (vitest.mutation.config.ts): instrumented code on a busy
// machine loads lazy parts slower than Testing Library's one-second default allows.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
