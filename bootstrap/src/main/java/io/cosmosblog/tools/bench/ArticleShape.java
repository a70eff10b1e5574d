package io.cosmosblog.tools.bench;

import java.util.SplittableRandom;

/** The article's data set: 5 to 50 posts per user, up to 25 comments and 100 likes per post. */
record ArticleShape(int minPosts, int maxPosts, int maxComments, int maxLikes) {

    static final ArticleShape ARTICLE = new ArticleShape(5, 50, 25, 100);

    int postsFor(SplittableRandom random) {
        return random.nextInt(minPosts, maxPosts + 1);
    }

    int commentsFor(SplittableRandom random) {
        return random.nextInt(maxComments + 1);
    }

    int likesFor(SplittableRandom random, int users) {
        return Math.min(users, random.nextInt(maxLikes + 1));
    }
}
