package io.cosmosblog.bootstrap.history;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The blog as the test expects it, kept plainly: every user and post a history made (the gone ones
 * too, so that later steps can name them), and what was erased. The service must answer as this says.
 */
final class BlogModel {

    /** A user: erased ones stay here, so that their ids and tokens can be tried again. */
    static final class User {
        final String id;
        String name;
        /** The one token that works, or null once replaced away, signed out or revoked. */
        String token;
        /** Every token this user was ever given: all but {@link #token} must answer 401. */
        final Set<String> tokens = new LinkedHashSet<>();
        boolean erased;
        /**
         * How often the account was disabled: each time stores a new token nobody holds, so a copy
         * that would put back an earlier one changes the user, even one disabled already.
         */
        int disabled;

        User(String id, String name, String token) {
            this.id = id;
            this.name = name;
            this.token = token;
            tokens.add(token);
        }

        User(User other) {
            id = other.id;
            name = other.name;
            token = other.token;
            tokens.addAll(other.tokens);
            erased = other.erased;
            disabled = other.disabled;
        }

        /** The token a command of theirs presents: the working one, else the latest they had (which must answer 401). */
        String presented() {
            return token != null ? token : List.copyOf(tokens).get(tokens.size() - 1);
        }

        boolean canAct() {
            return !erased && token != null;
        }
    }

    record Comment(String id, String author, String content, Instant created) {
    }

    /** A post: deleted ones stay here, with the comments they had, so that later steps can name them. */
    static final class Post {
        final String id;
        final String author;
        final Instant created;
        String title;
        String content;
        /** Edits acknowledged so far: the version of the post a client that read it may present ({@link #staleEdit}). */
        int edits;
        boolean deleted;
        /** Every comment ever made on it, in order; {@link #liveComments} are those not deleted. */
        final List<Comment> comments = new ArrayList<>();
        final Set<String> deletedComments = new HashSet<>();
        final Set<String> likers = new LinkedHashSet<>();

        Post(String id, String author, Instant created, String title, String content) {
            this.id = id;
            this.author = author;
            this.created = created;
            this.title = title;
            this.content = content;
        }

        Post(Post other) {
            this(other.id, other.author, other.created, other.title, other.content);
            edits = other.edits;
            deleted = other.deleted;
            comments.addAll(other.comments);
            deletedComments.addAll(other.deletedComments);
            likers.addAll(other.likers);
        }

        List<Comment> liveComments() {
            return comments.stream().filter(comment -> !deletedComments.contains(comment.id())).toList();
        }
    }

    final List<User> users = new ArrayList<>();
    final List<Post> posts = new ArrayList<>();
    /** Text of erased accounts, which must be nowhere in the store's files (unless a copy brought it back). */
    final Set<String> erasedText = new HashSet<>();
    boolean full;

    BlogModel copy() {
        BlogModel copy = new BlogModel();
        users.forEach(user -> copy.users.add(new User(user)));
        posts.forEach(post -> copy.posts.add(new Post(post)));
        copy.erasedText.addAll(erasedText);
        copy.full = full;
        return copy;
    }

    Optional<User> user(String id) {
        return users.stream().filter(user -> user.id.equals(id)).findFirst();
    }

    List<Post> livePosts() {
        return posts.stream().filter(post -> !post.deleted).toList();
    }

    /** Newest first, as the lists and the feed order them (ties by id). */
    static final Comparator<Post> NEWEST_FIRST = Comparator.comparing((Post post) -> post.created).reversed()
            .thenComparing(post -> post.id);

    List<Post> postsOf(String userId) {
        return livePosts().stream().filter(post -> post.author.equals(userId)).sorted(NEWEST_FIRST).toList();
    }

    List<Post> feed() {
        return livePosts().stream().sorted(NEWEST_FIRST).limit(100).toList();
    }

    /**
     * Whether an edit presenting the post as read after {@code editsRead} edits (its ETag then, in
     * If-Match) is stale, to be answered 412: another edit came since.
     */
    static boolean staleEdit(Post post, int editsRead) {
        return editsRead != post.edits;
    }

    /**
     * Whether a copy from a store holding {@code source} onto this blog would delete or change
     * anything it holds (a user, a post's text, a comment, a like), and so is refused unless told
     * to replace it. What the copy only adds (what was deleted or erased here since) is no loss.
     */
    boolean copyLoses(BlogModel source) {
        for (User user : users) {
            Optional<User> there = source.user(user.id).filter(kept -> !kept.erased);
            if (!user.erased && (there.isEmpty() || !there.get().name.equals(user.name) || !Objects.equals(there.get().token, user.token)
                    || there.get().disabled != user.disabled)) {
                return true;
            }
        }
        for (Post post : livePosts()) {
            Optional<Post> there = source.livePosts().stream().filter(kept -> kept.id.equals(post.id)).findFirst();
            if (there.isEmpty() || !there.get().title.equals(post.title) || !there.get().content.equals(post.content)
                    || !there.get().liveComments().containsAll(post.liveComments()) || !there.get().likers.containsAll(post.likers)) {
                return true;
            }
        }
        return false;
    }

    /** A post's deletion: its comments and likes go with it. */
    void deletePost(Post post) {
        post.deleted = true;
    }

    /** What an erasure takes (posts, comments and likes elsewhere, then the account); {@code keepAccount} for disable-user. */
    void eraseContentOf(User user, boolean keepAccount) {
        for (Post post : posts) {
            if (post.deleted) {
                continue;
            }
            if (post.author.equals(user.id)) {
                if (!keepAccount) {
                    erasedText.add(post.title);
                    erasedText.add(post.content);
                    post.liveComments().forEach(comment -> erasedText.add(comment.content()));
                }
                post.deleted = true;
            } else {
                for (Comment comment : post.liveComments()) {
                    if (comment.author().equals(user.id)) {
                        if (!keepAccount) {
                            erasedText.add(comment.content());
                        }
                        post.deletedComments.add(comment.id());
                    }
                }
                post.likers.remove(user.id);
            }
        }
        user.token = null;
        if (keepAccount) {
            user.disabled++;
        } else {
            erasedText.add(user.name);
            user.erased = true;
        }
    }

    /** Every text the model still holds: a text erased once but held again (after a copy back) may be on disk. */
    Set<String> liveText() {
        Set<String> live = new HashSet<>();
        users.stream().filter(user -> !user.erased).forEach(user -> live.add(user.name));
        for (Post post : livePosts()) {
            live.add(post.title);
            live.add(post.content);
            post.liveComments().forEach(comment -> live.add(comment.content()));
        }
        return live;
    }
}
