package io.cosmosblog.tools.bench;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.List;

/** What was loaded: the users (with their tokens) and posts the benchmark picks its targets from. */
record DataSet(List<Member> members, List<PostId> posts, long items, Duration loadTime) {

    record Member(User user, String token) {
    }

    double itemsPerSecond() {
        return items / Math.max(1e-9, loadTime.toNanos() / 1e9);
    }
}
