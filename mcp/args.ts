// Argument schemas shared by several tools, with descriptions written for a model.

import { z } from 'zod';

export const pathArg = (what = 'File') =>
  z
    .string()
    .describe(
      `${what} path inside the store, starting with a namespace: user/… (the owner's notes), agents/<id>/… or teams/<id>/…. Example: user/notes/rust.md`,
    );
