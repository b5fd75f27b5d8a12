import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { ClubDeadEventsQuery } from './queries';

/** A club and its dead-lettered events, for its directors (anyone else gets the 404 page); once per request,
 * shared by the page and its title. */
export const loadDeadEvents = cache((clubId: string) =>
  orNotFound(() => apiRequest(ClubDeadEventsQuery, { clubId })),
);
