package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.history.BlogModel.Post;
import io.cosmosblog.bootstrap.history.BlogModel.User;
import io.cosmosblog.bootstrap.history.Step.Moderation;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Plays one history on one blog, step by step: each command sent as a client or an operator sends
 * it, its answer compared with what the model says it must be, the model then moved on. A step that
 * names nothing yet (a comment before any post) is passed over.
 */
final class HistoryRun {

    private final BlogUnderTest blog;
    private final String tag;
    private final Path spare;
    private final DataModel spareModel;
    private BlogModel model = new BlogModel();
    private BlogModel copied;
    private int texts;
    private String where = "";

    HistoryRun(BlogUnderTest blog, long seed) {
        this.blog = blog;
        this.tag = Long.toString(Math.abs(seed % 2_176_782_336L) + 2_176_782_336L, 36); // seven letters or digits of the seed
        this.spare = blog.scratch.resolve("spare");
        this.spareModel = DataModel.values()[(blog.model.ordinal() + 1) % DataModel.values().length];
    }

    void perform(int index, Step step) {
        where = "at step " + index + " (" + step + "):";
        if (step instanceof Step.SignUp) {
            signUp();
        } else if (step instanceof Step.Rename s) {
            user(s.user()).ifPresent(this::rename);
        } else if (step instanceof Step.ReplaceToken s) {
            if (!(model.full && KnownFailures.REVOKE_WHEN_FULL.passedOver())) {
                user(s.user()).ifPresent(this::replaceToken);
            }
        } else if (step instanceof Step.SignOutEverywhere s) {
            if (!(model.full && KnownFailures.REVOKE_WHEN_FULL.passedOver())) {
                user(s.user()).ifPresent(this::signOut);
            }
        } else if (step instanceof Step.Write s) {
            user(s.user()).ifPresent(this::write);
        } else if (step instanceof Step.Edit s) {
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> edit(user, post)));
        } else if (step instanceof Step.StaleEdit s) {
            livePost(s.post()).ifPresent(this::staleEdit);
        } else if (step instanceof Step.SlowWriteRevoked s) {
            if (!model.full) {
                user(s.user()).ifPresent(user -> slowWriteRevoked(user, s.comment() ? livePost(s.post()) : Optional.empty(), s.newToken()));
            }
        } else if (step instanceof Step.Comment s) {
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> comment(user, post)));
        } else if (step instanceof Step.Like s) {
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> like(user, post)));
        } else if (step instanceof Step.Unlike s) {
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> unlike(user, post)));
        } else if (step instanceof Step.DeleteComment s) {
            user(s.user()).ifPresent(user -> post(s.post())
                    .ifPresent(post -> comment(post, s.comment()).ifPresent(comment -> deleteComment(user, post, comment))));
        } else if (step instanceof Step.DeletePost s) {
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> deletePost(user, post)));
        } else if (step instanceof Step.Erase s) {
            user(s.user()).ifPresent(this::erase);
        } else if (step instanceof Step.RenameWhileErasing s) {
            if (!KnownFailures.RENAME_ERASE_RACE.passedOver()) {
                user(s.user()).ifPresent(this::renameWhileErasing);
            }
        } else if (step instanceof Step.CommentWhileErasing s) {
            if (KnownFailures.COMMENT_ERASE_RACE.passedOver()) {
                return;
            }
            user(s.user()).ifPresent(user -> post(s.post()).ifPresent(post -> commentWhileErasing(user, post)));
        } else if (step instanceof Step.Moderate s) {
            if (!(model.full && s.action() == Moderation.DISABLE_USER && KnownFailures.REVOKE_WHEN_FULL.passedOver())) {
                moderate(s);
            }
        } else if (step instanceof Step.Restart) {
            if (blog.survivesRestart()) {
                blog.restart();
                look();
            }
        } else if (step instanceof Step.Kill) {
            if (blog.canKill()) {
                blog.kill();
                look();
            }
        } else if (step instanceof Step.Fill) {
            if (blog.canFill()) {
                blog.fill(true);
                model.full = true;
            }
        } else if (step instanceof Step.MakeRoom) {
            blog.fill(false);
            model.full = false;
        } else if (step instanceof Step.CopyOut) {
            copyOut();
        } else if (step instanceof Step.CopyBack) {
            copyBack();
        } else if (step instanceof Step.Rebuild) {
            blog.rebuild();
            look();
        } else if (step instanceof Step.Look) {
            look();
        } else {
            throw new IllegalArgumentException("no such step: " + step);
        }
    }

    /** The last look of every history. */
    void look() {
        blog.awaitViews();
        Reads.check(blog.api(), model, where);
        Reads.checkTokens(blog.api(), model, where);
        blog.files().ifPresent(files -> Reads.checkFiles(files, model, where));
    }

    private Optional<User> user(int pick) {
        return model.users.isEmpty() ? Optional.empty() : Optional.of(model.users.get(pick % model.users.size()));
    }

    private Optional<Post> post(int pick) {
        return model.posts.isEmpty() ? Optional.empty() : Optional.of(model.posts.get(pick % model.posts.size()));
    }

    /** For the steps that mean a post still there: picked among those only. */
    private Optional<Post> livePost(int pick) {
        List<Post> live = model.livePosts();
        return live.isEmpty() ? Optional.empty() : Optional.of(live.get(pick % live.size()));
    }

    private static Optional<BlogModel.Comment> comment(Post post, int pick) {
        return post.comments.isEmpty() ? Optional.empty() : Optional.of(post.comments.get(pick % post.comments.size()));
    }

    /** A text no other text of the history contains: six characters of the seed and a number of fixed width. */
    private String text(String what) {
        return what + " " + tag + "-" + String.format("%04d", ++texts);
    }

    private Api.Answer answered(Api.Answer answer, String expectation, Integer... allowed) {
        Reads.noServerError(answer, where);
        Broken.unless(Set.of(allowed).contains(answer.status()), expectation, where + " expected " + List.of(allowed) + ": " + answer);
        return answer;
    }

    /** A write that would make the store bigger may be refused for room before it is looked at. */
    private Integer[] orFull(int status) {
        return model.full ? new Integer[] {status, 507} : new Integer[] {status};
    }

    private void signUp() {
        String name = text("Name");
        Api.Answer answer = blog.api().send("POST", "/api/users", "{\"username\":\"" + name + "\"}", null);
        if (model.full) {
            answered(answer, "a full store refuses a sign-up", 507);
            return;
        }
        answered(answer, "a sign-up answers 201", 201);
        model.users.add(new User(answer.text("id"), answer.text("username"), answer.text("token")));
    }

    private void rename(User user) {
        String name = text("Name");
        Api.Answer answer = blog.api().send("PUT", "/api/users/" + user.id, "{\"username\":\"" + name + "\"}", user.presented());
        if (!user.canAct()) {
            answered(answer, "a rename without a working token answers 401", 401);
        } else if (model.full) {
            // Not a revocation: a full store may take it or refuse it, but it is whole either way.
            if (answered(answer, "a rename on a full store answers 200 or 507", 200, 507).status() == 200) {
                user.name = name;
            }
        } else {
            answered(answer, "a rename answers 200", 200);
            user.name = name;
        }
    }

    private void replaceToken(User user) {
        Api.Answer answer = blog.api().send("POST", "/api/users/" + user.id + "/token", null, user.presented());
        if (!user.canAct()) {
            answered(answer, "a token replaced without a working token answers 401", 401);
            return;
        }
        answered(answer, model.full ? "revocation works on a full store: a token replaced" : "a token replaced answers 201", 201);
        user.token = answer.text("token");
        user.tokens.add(user.token);
    }

    private void signOut(User user) {
        Api.Answer answer = blog.api().send("DELETE", "/api/users/" + user.id + "/token", null, user.presented());
        if (!user.canAct()) {
            answered(answer, "a sign-out without a working token answers 401", 401);
            return;
        }
        answered(answer, model.full ? "revocation works on a full store: signed out everywhere" : "a sign-out answers 204", 204);
        user.token = null;
    }

    private void write(User user) {
        String title = text("Title");
        String content = text("Content");
        Api.Answer answer = blog.api().send("POST", "/api/posts", "{\"title\":\"" + title + "\",\"content\":\"" + content + "\"}",
                user.presented());
        if (!user.canAct()) {
            answered(answer, "a post without a working token answers 401", 401);
        } else if (model.full) {
            answered(answer, "a full store refuses a post", 507);
        } else {
            answered(answer, "a post answers 201", 201);
            model.posts.add(new Post(answer.text("id"), user.id, Instant.parse(answer.text("creationDate")), title, content));
        }
    }

    private void edit(User user, Post post) {
        String title = text("Title");
        String content = text("Content");
        Api.Answer answer = blog.api().send("PUT", "/api/posts/" + post.id, "{\"title\":\"" + title + "\",\"content\":\""
                + content + "\"}", user.presented());
        if (!user.canAct()) {
            answered(answer, "an edit without a working token answers 401", 401);
        } else if (post.deleted) {
            answered(answer, "an edit of a deleted post answers 404", orFull(404));
        } else if (!post.author.equals(user.id)) {
            answered(answer, "an edit of another's post answers 403", orFull(403));
        } else if (model.full) {
            answered(answer, "a full store refuses an edit", 507);
        } else {
            answered(answer, "an edit answers 200", 200);
            post.title = title;
            post.content = content;
            post.edits++;
        }
    }

    /** The author reads a post, another edit of theirs lands, then they edit under what they read (412), then under the current ETag. */
    private void staleEdit(Post post) {
        Optional<User> author = model.user(post.author);
        if (post.deleted || model.full || author.isEmpty() || !author.get().canAct()) {
            return;
        }
        // A rename's copy of the new name onto the post is a change too (its ETag moves): once it has landed,
        // the ETags this step reads move only with its own edits.
        blog.awaitViews();
        Api.Answer read = answered(blog.api().get("/api/posts/" + post.id), "a post's read answers 200", 200);
        Broken.unless(read.etag() != null, "a post's read carries its ETag", where + " " + read);
        int editsRead = post.edits;
        edit(author.get(), post);
        String current = editUnder(author.get(), post, read.etag(), editsRead);
        editUnder(author.get(), post, current, post.edits);
    }

    /** An edit under {@code etag}, read after {@code editsRead} edits: 412 with the current ETag (handed back) when stale. */
    private String editUnder(User user, Post post, String etag, int editsRead) {
        String title = text("Title");
        String content = text("Content");
        Api.Answer answer = blog.api().send("PUT", "/api/posts/" + post.id, "{\"title\":\"" + title + "\",\"content\":\""
                + content + "\"}", user.presented(), etag);
        if (!BlogModel.staleEdit(post, editsRead)) {
            answered(answer, "an edit under the current If-Match answers 200", 200);
            post.title = title;
            post.content = content;
            post.edits++;
            return answer.etag();
        }
        answered(answer, "an edit under a stale If-Match answers 412", 412);
        Broken.unless(answer.etag() != null && !answer.etag().equals(etag), "a 412 carries the current ETag", where + " " + answer);
        Api.Answer now = answered(blog.api().get("/api/posts/" + post.id), "a post's read answers 200", 200);
        Broken.unless(now.text("title").equals(post.title) && now.text("content").equals(post.content)
                && answer.etag().equals(now.etag()), "an edit answered 412 writes nothing, and names the ETag a read gives",
                where + " " + answer.etag() + " then read " + now.etag() + ": " + now);
        return answer.etag();
    }

    /**
     * A post (or a comment on a live post) whose body comes slowly, the user's token revoked between
     * its halves: refused, and nothing of it stored (its text is then held to be nowhere on disk).
     */
    private void slowWriteRevoked(User user, Optional<Post> post, boolean newToken) {
        if (!user.canAct()) {
            return;
        }
        String token = user.token;
        String path = post.map(live -> "/api/posts/" + live.id + "/comments").orElse("/api/posts");
        String title = text("Title");
        String content = text(post.isPresent() ? "Comment" : "Content");
        String json = post.isPresent() ? "{\"content\":\"" + content + "\"}"
                : "{\"title\":\"" + title + "\",\"content\":\"" + content + "\"}";
        model.erasedText.addAll(post.isPresent() ? List.of(content) : List.of(title, content));
        Api.Answer answer = SlowBody.send(blog.api().port, "POST", path, json, token, () -> {
            if (newToken) {
                replaceToken(user);
            } else {
                signOut(user);
            }
        });
        answered(answer, "a write whose token was revoked before its body ended answers 401", 401);
    }

    private void comment(User user, Post post) {
        String content = text("Comment");
        Api.Answer answer = blog.api().send("POST", "/api/posts/" + post.id + "/comments", "{\"content\":\"" + content + "\"}",
                user.presented());
        if (!user.canAct()) {
            answered(answer, "a comment without a working token answers 401", 401);
        } else if (post.deleted) {
            answered(answer, "a comment on a deleted post answers 404", orFull(404));
        } else if (model.full) {
            answered(answer, "a full store refuses a comment", 507);
        } else {
            answered(answer, "a comment answers 201", 201);
            post.comments.add(new BlogModel.Comment(answer.text("id"), user.id, content, Instant.parse(answer.text("creationDate"))));
        }
    }

    private void like(User user, Post post) {
        Api.Answer answer = blog.api().send("POST", "/api/posts/" + post.id + "/likes", null, user.presented());
        if (!user.canAct()) {
            answered(answer, "a like without a working token answers 401", 401);
        } else if (post.deleted) {
            answered(answer, "a like of a deleted post answers 404", orFull(404));
        } else if (post.likers.contains(user.id)) {
            answered(answer, "a like again answers 200", orFull(200));
        } else if (model.full) {
            answered(answer, "a full store refuses a like", 507);
        } else {
            answered(answer, "a like answers 201", 201);
            post.likers.add(user.id);
        }
    }

    private void unlike(User user, Post post) {
        Api.Answer answer = blog.api().send("DELETE", "/api/posts/" + post.id + "/likes", null, user.presented());
        if (!user.canAct()) {
            answered(answer, "an unlike without a working token answers 401", 401);
        } else if (post.deleted) {
            answered(answer, "an unlike of a deleted post answers 404", 404);
        } else {
            answered(answer, "an unlike answers 204", 204);
            post.likers.remove(user.id);
        }
    }

    private void deleteComment(User user, Post post, BlogModel.Comment comment) {
        Api.Answer answer = blog.api().send("DELETE", "/api/posts/" + post.id + "/comments/" + comment.id(), null, user.presented());
        if (!user.canAct()) {
            answered(answer, "a comment's delete without a working token answers 401", 401);
        } else if (post.deleted || post.deletedComments.contains(comment.id())) {
            answered(answer, "a deleted comment's delete answers 404", 404);
        } else if (!user.id.equals(comment.author()) && !user.id.equals(post.author)) {
            answered(answer, "a comment's delete by neither its author nor the post's answers 403", 403);
        } else {
            answered(answer, "a comment's delete answers 204", 204);
            post.deletedComments.add(comment.id());
        }
    }

    private void deletePost(User user, Post post) {
        Api.Answer answer = blog.api().send("DELETE", "/api/posts/" + post.id, null, user.presented());
        if (!user.canAct()) {
            answered(answer, "a post's delete without a working token answers 401", 401);
        } else if (post.deleted) {
            answered(answer, "a deleted post's delete answers 404", 404);
        } else if (!post.author.equals(user.id)) {
            answered(answer, "another's post's delete answers 403", 403);
        } else {
            answered(answer, "a post's delete answers 204", 204);
            model.deletePost(post);
        }
    }

    private void erase(User user) {
        Api.Answer answer = blog.api().send("DELETE", "/api/users/" + user.id, null, user.presented());
        if (!user.canAct()) {
            answered(answer, "an erasure without a working token answers 401", 401);
            return;
        }
        answered(answer, "an erasure answers 204", 204);
        model.eraseContentOf(user, false);
        erasureAnswered();
    }

    /** Once an erasure is answered, the account is gone and, on the local store, its text is off the disk. */
    private void erasureAnswered() {
        blog.files().ifPresent(files -> Reads.checkFiles(files, model, where));
    }

    /** Renames sent one after another for as long as the erasure runs, so that one of them meets its end. */
    private void renameWhileErasing(User user) {
        if (!user.canAct()) {
            return;
        }
        String token = user.token;
        List<List<String>> names = new ArrayList<>();
        for (int i = 0; i < Race.SENDERS; i++) {
            names.add(List.of(text("Name"), text("Name"), text("Name"), text("Name")));
        }
        Race.Raced raced = raceErasure(user, 1_000, names,
                name -> blog.api().send("PUT", "/api/users/" + user.id, "{\"username\":\"" + name + "\"}", token));
        answered(raced.decided(), "an erasure racing a rename answers 204", 204);
        for (Api.Answer renamed : raced.others()) {
            answered(renamed, "a rename racing its account's erasure answers 200, 401 or 404 (409 to retry, 507 when full)",
                    200, 401, 404, 409, 507);
        }
        erasedInRace(user, "a user erased while renaming stays erased");
    }

    /** Comments sent from several threads for as long as the erasure runs: none may outlive it, in the API or on disk. */
    private void commentWhileErasing(User user, Post post) {
        if (!user.canAct() || post.deleted) {
            return;
        }
        String token = user.token;
        List<List<String>> contents = new ArrayList<>();
        for (int i = 0; i < Race.SENDERS; i++) {
            List<String> own = new ArrayList<>();
            for (int n = 0; n < 8; n++) {
                own.add(text("Comment"));
            }
            model.erasedText.addAll(own);
            contents.add(own);
        }
        Race.Raced raced = raceErasure(user, 8, contents,
                content -> blog.api().send("POST", "/api/posts/" + post.id + "/comments", "{\"content\":\"" + content + "\"}", token));
        answered(raced.decided(), "an erasure racing the user's comments answers 204", 204);
        for (Api.Answer comment : raced.others()) {
            answered(comment, "a comment racing its author's erasure answers 201, 401 or 404 (507 when full)", 201, 401, 404, 507);
        }
        erasedInRace(user, "a user erased while commenting stays erased");
    }

    /** The user's erasure raced by one thread per list of {@code texts}, each sending its texts in turn ({@link Race}). */
    private Race.Raced raceErasure(User user, int most, List<List<String>> texts, Function<String, Api.Answer> send) {
        String token = user.token;
        return Race.run(() -> blog.api().send("DELETE", "/api/users/" + user.id, null, token), most, texts, send);
    }

    /** An erasure that won its race: the user and their text are gone, in the API and on disk. */
    private void erasedInRace(User user, String staysErased) {
        model.eraseContentOf(user, false);
        answered(blog.api().get("/api/users/" + user.id), staysErased, 404);
        erasureAnswered();
    }

    private void moderate(Step.Moderate step) {
        switch (step.action()) {
            case DISABLE_USER, ERASE_USER -> user(step.subject()).ifPresent(user -> {
                boolean disable = step.action() == Moderation.DISABLE_USER;
                if (moderated(!user.erased, (disable ? "disable-user" : "erase-user"), user.id)) {
                    model.eraseContentOf(user, disable);
                    if (!disable) {
                        erasureAnswered();
                    }
                }
            });
            case DELETE_POST -> post(step.subject()).ifPresent(post -> {
                if (moderated(!post.deleted, "delete-post", post.id)) {
                    model.deletePost(post);
                }
            });
            case DELETE_COMMENT -> post(step.subject()).ifPresent(post -> comment(post, step.comment()).ifPresent(comment -> {
                if (moderated(!post.deleted && !post.deletedComments.contains(comment.id()), "delete-comment", post.id, comment.id())) {
                    post.deletedComments.add(comment.id());
                }
            }));
        }
    }

    /** Runs {@code moderate}: true when it acted, as it must when {@code there}; when not, it must say the subject is gone. */
    private boolean moderated(boolean there, String... words) {
        String full = model.full ? " on a full store" : "";
        try {
            String said = blog.moderate(words);
            Broken.unless(there, "moderation of something gone says so", where + " it answered: " + said);
            return true;
        } catch (BlogUnderTest.ModerationRefused refused) {
            Broken.unless(!there || !refused.notFound, "moderation finds what is there", where + " " + refused.getMessage());
            Broken.unless(!there, "moderation acts" + full, where + " " + refused.getMessage());
            return false;
        }
    }

    private void copyOut() {
        if (copied != null && KnownFailures.COPY_EXACT.passedOver()) {
            return;
        }
        if (model.users.stream().allMatch(user -> user.erased)) {
            return; // a blog with no user is no blog to copy: copy refuses it (CopyRefusesTest)
        }
        blog.copyTo(spare, spareModel);
        BlogComponent copy = BlogComponent.of(BlogUnderTest.local(spare, spareModel));
        try {
            Api api = new Api(copy.lifecycle().start());
            String there = where + " on the copy (local store, " + spareModel.label() + "):";
            BlogModel expected = model.copy();
            copy.lifecycle().awaitProjections(Duration.ofSeconds(30));
            Reads.check(api, expected, there);
            Reads.checkTokens(api, expected, there);
            copied = expected;
        } finally {
            copy.lifecycle().stop();
        }
    }

    /** Copying the spare back makes the blog what it was when the spare was copied to: what came since is gone. */
    private void copyBack() {
        if (copied == null || model.full || KnownFailures.COPY_EXACT.passedOver()) {
            return;
        }
        // The model decides: a copy that would delete or change what the blog holds must be told to replace it.
        boolean replace = model.copyLoses(copied);
        if (replace) {
            Broken.unless(!blog.copyFrom(spare, spareModel, false), "a copy onto a blog written since the spare is refused",
                    where + " it copied without --replace-target");
            look();
        }
        Broken.unless(blog.copyFrom(spare, spareModel, replace), "a copy onto a blog that only gains is let through",
                where + " it was refused without --replace-target");
        BlogModel restored = copied.copy();
        for (User user : model.users) {
            if (restored.user(user.id).isEmpty()) {
                User gone = new User(user);
                gone.erased = true;
                restored.users.add(gone);
            }
        }
        for (Post post : model.posts) {
            if (restored.posts.stream().noneMatch(kept -> kept.id.equals(post.id))) {
                Post gone = new Post(post);
                gone.deleted = true;
                restored.posts.add(gone);
            }
        }
        // Text the copy brought back is held again, as any other: a later rename or edit does not owe its
        // old words the erasure's scrubbing; a later erasure takes them again.
        restored.erasedText.addAll(model.erasedText);
        restored.erasedText.removeAll(restored.liveText());
        restored.full = model.full;
        model = restored;
        look();
    }
}
