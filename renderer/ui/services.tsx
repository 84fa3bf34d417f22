import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../store/services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { readonly services: AppServices; readonly children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The host and the game catalog, for components that need a loaded plugin or a host call. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
