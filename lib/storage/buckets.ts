/** Storage bucket names, defined once; their policies live in the storage migration. */
export const BUCKETS = {
  /** Public profile pictures; a member writes only under their own id. */
  avatars: 'avatars',
  /** Private lead-magnet files, sent as signed links. */
  leadMagnets: 'lead-magnets',
  /** Private resource files; readers of the resource row get short-lived signed links. */
  resourceFiles: 'resource-files',
  /** Private job-application CVs, readable by admins only. */
  resumes: 'resumes',
} as const
