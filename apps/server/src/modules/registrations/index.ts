/** Nothing of registrations is for other modules: the composition root mounts its routes (registrations.routes.ts). */
export {};
