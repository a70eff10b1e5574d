package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.ModelledCharge;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The design's ceilings, from the RU per request a run measured: Azure serves one physical
 * partition at most 10,000 RU a second, and a logical partition lives in one physical partition,
 * so whatever one logical partition takes, it takes from those 10,000. Each line shows its
 * arithmetic.
 */
final class PartitionLimits {

    static final double RU_PER_SECOND = 10_000;
    /** The physical partitions of posts a query across partitions visits here: as many as in memory, and as a new container starts with. */
    static final int PHYSICAL_PARTITIONS = 4;

    /** A new post's short copies in V3: one beside its author, one in the feed. */
    private static final int COPIES_PER_POST = 2;

    private PartitionLimits() {
    }

    /**
     * The lines for {@code model}: RU of each request by id, and what the projections spent per C2
     * (operations, RU); empty when the run charged no RU (nothing to divide).
     */
    static List<String> of(DataModel model, RuOf ru, Optional<ProjectionCost> postCopies) {
        if (ru.of("C4") <= 0 || ru.of("Q1") <= 0) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        double like = ru.of("C4") - ru.of("Q1");
        double likesPerSecond = RU_PER_SECOND / like;
        String onePost = line("**One post's partition** (%s): every like of a post is a batch in its partition: C4's %.2f RU less"
                + " the read of the liker in `users` (Q1, %.2f RU) = %.2f RU; 10,000 / %.2f = **%,.0f likes a second** on one post,"
                + " fewer with its comments and reads.", model.label(), ru.of("C4"), ru.of("Q1"), like, like, likesPerSecond);
        if (model == DataModel.V3 || model == DataModel.V4) {
            Optional<ProjectionCost> copies = postCopies.filter(p -> p.operations() > 0 && p.requestCharge() > 0);
            // Without the projections' figures (the --models run), a copy is charged as any write under 1 KB.
            double copy = copies.map(p -> p.requestCharge() / COPIES_PER_POST).orElse(ModelledCharge.write(0));
            // V4's feed is a shard per physical partition: as many partitions' RU for its copies.
            int shards = model == DataModel.V4 ? PHYSICAL_PARTITIONS : 1;
            double postsPerSecond = shards * RU_PER_SECOND / copy;
            String measured = copies.map(p -> String.format(Locale.ROOT, "C2's projections spent %.2f RU on its two copies"
                    + " (beside its author and in `feed`, with what they read), %.2f RU a copy", p.requestCharge(), copy)).orElse(String.format(Locale.ROOT,
                    "a copy is under 1 KB, %.2f RU as the cost model charges such a write", copy));
            lines.add(model == DataModel.V3
                    ? line("**The feed's partition** (v3): `feed` is one logical partition, `/type` = \"post\", and every new post"
                    + " writes its short copy there: %s; 10,000 / %.2f ="
                    + " **%,.0f new posts a second**, for the whole platform, less one for each change of count on the 100"
                    + " newest posts (each is one more write of %.2f RU there).", measured, copy, postsPerSecond, copy)
                    : line("**The feed's shards** (v4): `v4-feed` is %d logical partitions, each on a physical partition of its"
                    + " own, and every new post writes its short copy to one of them: %s; %d x 10,000 / %.2f ="
                    + " **%,.0f new posts a second**, as many times V3's as the feed has physical partitions.",
                    shards, measured, shards, copy, postsPerSecond));
            lines.add(onePost);
            lines.add(line("**Fills first** (%s): the feed's partition%s, at %,.0f new posts a second (likes and comments on the"
                    + " 100 newest posts included) whatever the number of users; a post's partition only when one post draws"
                    + " %,.0f likes a second.", model.label(), shards > 1 ? "s" : "", postsPerSecond, likesPerSecond));
        } else {
            double perRange = ru.of("Q6") / PHYSICAL_PARTITIONS;
            double feedsPerSecond = RU_PER_SECOND / perRange;
            lines.add(line("**Every physical partition of `posts`** (%s): the feed (Q6) is a query across all %d of them, %.2f RU"
                    + " in all, %.2f RU in each; 10,000 / %.2f = **%,.0f feed reads a second**, reached in every physical"
                    + " partition at once (more partitions make each feed read dearer, not the ceiling higher).",
                    model.label(), PHYSICAL_PARTITIONS, ru.of("Q6"), perRange, perRange, feedsPerSecond));
            lines.add(onePost);
            lines.add(line("**Fills first** (%s): every physical partition of `posts`, at %,.0f feed reads a second, since"
                    + " each user's visit reads the feed; a post's partition only when one post draws %,.0f likes a second.",
                    model.label(), feedsPerSecond, likesPerSecond));
        }
        return lines;
    }

    /** The mean RU a request of one kind (C1 ... Q6) was charged. */
    interface RuOf {
        double of(String id);
    }

    private static String line(String format, Object... args) {
        return "- " + String.format(Locale.ROOT, format, args);
    }
}
