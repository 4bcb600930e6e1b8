import { pageMeta } from "~/lib/seo";
import { siteFromMatches } from "~/lib/public-site";
import type { Route } from "./+types/course-detail";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Course".replace("{brand}", site.name),
    description: "PLACEHOLDER description",
    path: "/courses/beginner",
  });
}

/** PLACEHOLDER page (spec §2). */
export default function CourseDetailPage() {
  return <h1>Course</h1>;
}
