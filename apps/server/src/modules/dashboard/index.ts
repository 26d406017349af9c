/** Nothing of dashboard is for other modules: the composition root mounts its routes (dashboard.routes.ts). */
export {};
