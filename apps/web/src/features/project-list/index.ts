// The project-list feature's public face (decision 119): the one read of the studio's project list
// (decision 069), below the features that pick a project (materials, invoices) and the projects
// screen itself, so the project's details can show its materials without a cycle (decision 148).
export { projectsQueryOptions, useClientProjects, type ProjectFilters } from './api/project-list';
