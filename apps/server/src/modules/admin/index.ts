/** Nothing of admin is for other modules: the composition root mounts its routes (admin.routes.ts). */
export {};
