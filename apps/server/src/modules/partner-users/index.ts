/** Nothing of partner-users is for other modules: the composition root mounts its routes (partner-users.routes.ts). */
export {};
