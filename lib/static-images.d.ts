// Types for `import photo from '@/public/images/x.jpg'` before `next build` has written next-env.d.ts.
/// <reference types="next/image-types/global" />
