package io.cosmosblog.application.projection;

import io.cosmosblog.application.fakes.FakeUsers;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Renames of one user queued behind one another are projected once, as the latest. */
class QueuedRenamesTest {

    private static final UserId ANN = new UserId("ann");

    @Test
    void a_rename_that_a_later_one_has_passed_rewrites_nothing_and_the_latest_rewrites_once() {
        User registered = User.register(ANN, new Username("ann"), AccessToken.issueFor(ANN).hash(), Instant.EPOCH);
        User first = registered.renamedTo(new Username("ann 1"));
        User second = first.renamedTo(new Username("ann 2"));
        User third = second.renamedTo(new Username("ann 3"));
        List<String> rewritten = new ArrayList<>();
        Projections projections = new Projections(FakeUsers.holding(third), user -> rewritten.add(user.username().value()),
                (UserPostsView) null, (FeedView) null);

        projections.userChanged(first);
        projections.userChanged(second);
        projections.userChanged(third);

        assertThat(rewritten).containsExactly("ann 3");
    }

    @Test
    void a_user_no_longer_stored_has_no_copies_to_rewrite() {
        User renamed = User.register(ANN, new Username("ann"), AccessToken.issueFor(ANN).hash(), Instant.EPOCH)
                .renamedTo(new Username("gone"));
        List<User> rewritten = new ArrayList<>();

        new Projections(new FakeUsers(), rewritten::add, null, null).userChanged(renamed);

        assertThat(rewritten).isEmpty();
    }
}
