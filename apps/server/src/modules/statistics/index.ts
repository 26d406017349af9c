/** Nothing of statistics is for other modules: the composition root mounts its routes (statistics.routes.ts). */
export {};
