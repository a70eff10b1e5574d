package io.cosmosblog.application.posts;

import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/** C2 (create): a new post, carrying a copy of its author's name so Q2 needs no second read. */
public final class WritePost {

    private final Posts posts;
    private final Clock clock;

    public WritePost(Posts posts, Clock clock) {
        this.posts = posts;
        this.clock = clock;
    }

    public Post write(User author, Title title, PostContent content) {
        Post post = Post.write(PostId.generate(), author.id(), author.username(), title, content, clock.instant());
        posts.add(post);
        return post;
    }
}
