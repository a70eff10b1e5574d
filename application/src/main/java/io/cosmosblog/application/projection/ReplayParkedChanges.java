package io.cosmosblog.application.projection;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;

/**
 * Projects every parked change again from the latest version of its user or post (after the bug
 * that made it fail is fixed); a change that still fails stays parked with its new error.
 */
public final class ReplayParkedChanges {

    public record Result(int replayed, int stillParked) {
    }

    private final ParkedChanges parked;
    private final Users users;
    private final Posts posts;
    private final Projections projections;
    private final Clock clock;

    public ReplayParkedChanges(ParkedChanges parked, Users users, Posts posts, Projections projections, Clock clock) {
        this.parked = parked;
        this.users = users;
        this.posts = posts;
        this.projections = projections;
        this.clock = clock;
    }

    public Result replay() {
        int replayed = 0;
        int stillParked = 0;
        for (ParkedChange change : parked.all()) {
            try {
                project(change.change());
                parked.release(change.change());
                replayed++;
            } catch (RuntimeException failure) {
                parked.park(new ParkedChange(change.change(), String.valueOf(failure), change.attempts() + 1, clock.instant()));
                stillParked++;
            }
        }
        return new Result(replayed, stillParked);
    }

    private void project(ChangedEntity change) {
        switch (change.kind()) {
            case USER -> users.find(new UserId(change.id())).ifPresent(projections::userChanged);
            case POST -> {
                PostId id = new PostId(change.id());
                // A post deleted since: its removal, which may be what was parked, after the delete
                // is finished where it was cut short.
                posts.find(id).ifPresentOrElse(projections::postChanged, () -> posts.deletion(id).ifPresent(gone -> {
                    posts.remove(id);
                    projections.postRemoved(gone);
                }));
            }
        }
    }
}
