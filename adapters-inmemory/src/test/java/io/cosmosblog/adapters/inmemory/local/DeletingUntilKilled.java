package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The process {@link LocalDeleteKilledTest} kills: it writes a post with reactions and deletes it,
 * says so on its output once the delete is acknowledged (the ids of the post kept and the post
 * deleted), then writes and deletes posts, and gives and takes back likes, until it is killed.
 */
public final class DeletingUntilKilled {

    static final String ACKNOWLEDGED = "deleted";
    static final int FANS = 8;

    private DeletingUntilKilled() {
    }

    public static void main(String[] args) {
        InMemoryStorage store = InMemoryStorage.onDisk(Path.of(args[0]), new StorageMeter(), DataModel.V3);
        StoragePorts ports = store.ports();
        User ada = Samples.user("ada");
        ports.users().add(ada);
        List<User> fans = new ArrayList<>();
        for (int i = 0; i < FANS; i++) {
            fans.add(Samples.user("fan" + i));
            ports.users().add(fans.get(i));
        }
        Post kept = Samples.post(ada, "kept");
        Post deleted = Samples.post(ada, "deleted");
        for (Post post : List.of(kept, deleted)) {
            ports.posts().add(post);
            for (User fan : fans) {
                ports.comments().add(Samples.comment(post, fan, "on " + post.title().value()));
                ports.likes().add(Samples.like(post, fan));
            }
        }
        ports.posts().remove(deleted.id());
        System.out.println(ACKNOWLEDGED + " " + kept.id().value() + " " + deleted.id().value());
        System.out.flush();
        for (int i = 0; ; i++) {
            User fan = fans.get(i % FANS);
            Post passing = Samples.post(fan, "passing " + i);
            ports.posts().add(passing);
            ports.comments().add(Samples.comment(passing, ada, "on passing " + i));
            ports.likes().add(Samples.like(passing, ada));
            ports.likes().remove(kept.id(), Like.identityOf(fan.id()));
            ports.likes().add(Samples.like(kept, fan));
            if (i % 2 == 0) {
                ports.posts().remove(passing.id());
            }
        }
    }
}
