import type { HrdcListItem, HrdcViewCount } from "./hrdc-pipeline-page";
import { HRDC_VIEWS } from "./hrdc-pipeline-page";
import { seatedAttendees, type HrdcGroupSummary } from "./hrdc-group";
import { listHrdcGroups } from "./hrdc-pipeline.server";
import { inHrdcView, type HrdcView } from "./hrdc-stages";

function listItem(group: HrdcGroupSummary): HrdcListItem {
  return {
    id: group.id,
    reference: group.reference,
    companyName: group.companyName,
    ssmNumber: group.ssmNumber,
    hrName: group.hrName,
    hrEmail: group.hrEmail,
    hrPhone: group.hrPhone,
    courseTitle: group.courseTitle,
    courseStart: group.courseStart,
    courseEnd: group.courseEnd,
    pendingConfirmation: group.pendingConfirmation,
    seats: seatedAttendees(group.attendees).length,
    lastReachedOn: group.stages.find((s) => s.stage === group.standing.current)?.reachedOn ?? null,
    standing: group.standing,
  };
}

/** The pipeline as the list shows it: the view's groups (overdue first, then by course date) and every view's count. */
export async function hrdcPipeline(
  view: HrdcView,
): Promise<{ groups: HrdcListItem[]; counts: HrdcViewCount[] }> {
  const all = await listHrdcGroups();
  const counts = HRDC_VIEWS.map(({ view: v, label }) => ({
    view: v,
    label,
    count: all.filter((g) => inHrdcView(g.standing, v)).length,
  }));
  const groups = all
    .filter((g) => inHrdcView(g.standing, view))
    .sort(
      (a, b) =>
        Number(b.standing.overdue) - Number(a.standing.overdue) ||
        (a.standing.dueOn ?? "9999").localeCompare(b.standing.dueOn ?? "9999") ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map(listItem);
  return { groups, counts };
}
