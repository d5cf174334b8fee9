// The price list's public face (decision 119): tickets, invoices and quotes will pick their lines from it.
export { servicesQueryOptions, useServices, type ServiceFilters } from './api/services-api';
export { ServiceLineMenu } from './components/service-line-menu';
