package io.cosmosblog.cli;

import io.cosmosblog.application.copy.CopiedKind;
import io.cosmosblog.application.copy.CopyPlan;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.copy.CopyTarget;
import io.cosmosblog.application.copy.PlannedKind;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** What {@code copy} tells the operator: the summary of a copy, what a dry run found, why a copy was refused. */
final class CopyReport {

    static final String REPLACE = "--replace-target";

    private CopyReport() {
    }

    static void summary(PrintWriter out, CopyResult result, double copying, double seconds, StorageCost read, StorageCost written) {
        // "there already" only when a run before this one left items on the target, so that a first copy does not hint at one.
        long alreadyThere = result.kinds().stream().mapToLong(CopiedKind::alreadyThere).sum();
        out.printf(Locale.ROOT, "%s: %s in %.1f s (%,.0f items/s), %.1f s in all with the verification; %s written%s%s%n",
                result.isVerified() ? "copied and verified" : "NOT VERIFIED", Plural.of(result.items(), "item"),
                copying, result.items() / Math.max(copying, 1e-9), seconds, Plural.of(result.written(), "item"),
                alreadyThere == 0 ? "" : String.format(Locale.ROOT, ", %,d there already", alreadyThere),
                result.takenBack() == 0 ? "" : "; " + Plural.of(result.takenBack(), "item") + " the source no longer holds taken "
                        + "back from the target");
        out.println("| kind | in the source | written | there already | taken back | in the target |");
        out.println("|---|---:|---:|---:|---:|---:|");
        for (CopiedKind kind : result.kinds()) {
            out.printf("| %s | %,d | %,d | %,d | %,d | %,d |%n", kind.name(), kind.inSource(), kind.written(), kind.alreadyThere(),
                    kind.takenBack(), kind.inTarget());
        }
        out.printf(Locale.ROOT, "store operations: %,d reading (%.0f RU), %,d writing (%.0f RU, %.2f RU per item written)%n",
                read.operations(), read.requestCharge(), written.operations(), written.requestCharge(),
                written.requestCharge() / Math.max(1, result.written()));
        out.printf("verified: the counts of each kind, and %s compared field by field, names included%s%n",
                Plural.of(result.compared(), "item"), result.differences().isEmpty() ? "; no difference" : ":");
        result.differences().stream().limit(20).forEach(difference -> out.println("  - " + difference));
        if (result.differences().size() > 20) {
            out.printf("  - and %,d more%n", result.differences().size() - 20);
        }
    }

    /** A dry run: what the copy would add, change and delete, a few ids of each, and whether it would be refused. */
    static void dryRun(PrintWriter out, String target, CopyPlan plan, boolean refused) {
        out.println("dry run, nothing written: onto " + target + " the copy would");
        line(out, "add", plan, PlannedKind::adds, PlannedKind::someAdded);
        line(out, "change", plan, PlannedKind::changes, PlannedKind::someChanged);
        line(out, "delete", plan, PlannedKind::deletes, PlannedKind::someDeleted);
        if (refused) {
            out.println("and is refused: the target holds writes its source never had; " + REPLACE + " deletes and changes them");
        }
    }

    private static void line(PrintWriter out, String verb, CopyPlan plan, Function<PlannedKind, Long> count,
            Function<PlannedKind, List<String>> some) {
        List<String> ids = plan.kinds().stream().flatMap(kind -> some.apply(kind).stream()).limit(6).toList();
        out.println("  " + verb + " " + plan.counts(count) + (ids.isEmpty() ? "" : " (e.g. " + String.join(", ", ids) + ")"));
    }

    /** Why a copy went no further, on stderr: whose target, what it would lose, and the flag that replaces it on purpose. */
    static void refused(PrintWriter err, String target, String source, CopyTarget.Refusal refusal) {
        String holds = refusal.target().map(identity -> holding(identity, source))
                .orElse("holds a blog that has no id yet (a store older than ids)");
        CopyPlan plan = refusal.plan();
        err.println("cosmos-blog copy refused, nothing written: " + target + " " + holds + "; the copy would delete "
                + plan.counts(PlannedKind::deletes) + " there, and change " + plan.counts(PlannedKind::changes) + ". Check the "
                + "source and the target (--dry-run lists what would change); " + REPLACE + " makes the target exactly the "
                + "source on purpose, losing them");
    }

    private static String holding(BlogIdentity identity, String source) {
        if (identity.copiedFrom().filter(source::equals).isPresent()) {
            return "was copied from this source but holds writes it never had (served since, or its own from before; blog "
                    + identity.blog() + ")";
        }
        return "holds another blog (" + identity.blog() + identity.copiedFrom().map(from -> ", copied from " + from).orElse("")
                + ")";
    }
}
