package io.cosmosblog.bootstrap.browser;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The front page in a real headless Chromium against the real service on in-memory storage:
 * two people sign up, write, read, comment, like and rename, as they would by clicking; then
 * an author deletes a post, and a user erases her account. Screenshots land in
 * target/screenshots/ for a person to look at.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FrontPageBrowserTest {

    private static final String TITLE = "Partitioning a blog";
    private static final String CONTENT = "Every query should hit one partition.\n\nThat is the whole trick.";
    private static final String DOOMED = "A post about to go";
    private static final String HEIDIS = "Heidi writes once";
    private static final String STAYS = "Grace stays on";

    private static final String NO_CHROMIUM = "Chromium was not found (" + Chromium.WHERE
            + "); install it with apt-get install chromium";

    private static BlogComponent blog;
    private static Chromium chromium;
    private static String base;

    @BeforeAll
    static void start() {
        Path binary = Chromium.find().orElse(null);
        if (binary == null) {
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail(NO_CHROMIUM + "; CI must run this test");
            }
            // Surefire counts a skip but does not print why; this line does.
            System.err.println("FrontPageBrowserTest skipped: " + NO_CHROMIUM);
            return;
        }
        blog = BlogComponent.of(new Settings(0, StorageKind.INMEMORY));
        base = "http://127.0.0.1:" + blog.lifecycle().start() + "/";
        chromium = Chromium.start(binary);
    }

    @BeforeEach
    void needsChromium() {
        Assumptions.assumeTrue(chromium != null, NO_CHROMIUM);
    }

    @AfterAll
    static void stop() {
        if (chromium != null) {
            chromium.close();
        }
        if (blog != null) {
            blog.lifecycle().stop();
        }
    }

    @Test
    @Order(1) // it starts from an empty feed, and the other walks leave posts behind
    void twoPeopleWriteCommentLikeAndRenameByClicking() throws Exception {
        Tab alice = chromium.newPerson("alice");
        Tab bob = chromium.newPerson("bob");

        alice.go(base);
        alice.waitForText("h1", "Latest posts");
        alice.waitForText(".posts .empty", "No posts yet");
        alice.waitForText(".page-cost", "This page: 1 request · 1 operation on 1 partition · 2.50 RU · data model v3");
        alice.screenshot("01-empty-feed");
        signUp(alice, "Alice");
        alice.screenshot("02-signed-up");
        alice.click("a.button", "Write your first post");

        String postId = writePost(alice, TITLE, CONTENT);
        alice.click("nav a", "Feed");
        alice.waitForText(".card-title", TITLE);
        alice.screenshot("04-feed");

        bob.go(base);
        signUp(bob, "Bob");
        commentAndLike(bob);
        alice.waitForTextReloading(".card .counts", "1 comment · 1 like");
        alice.screenshot("06-feed-with-counts");

        refusedToEditAnothersPost(bob, postId);

        rename(bob, "Bob", "Robert");
        rename(alice, "Alice", "Alice Liddell");
        alice.click(".card-title a", TITLE);
        alice.waitForTextReloading(".post-header .author", "Alice Liddell");
        alice.waitForTextReloading(".comment .author", "Robert");
        alice.waitForText(".likers li", "Robert");
        assertThat(alice.isShown(".comment .delete-comment")).as("the post's author may delete any comment on it").isTrue();
        alice.screenshot("08-renamed");

        editOwnPost(alice, postId);
        pageThroughComments(bob, postId);

        bob.click("nav a", "Write");
        writePost(bob, "Why the feed is one partition", "The front page asks for the latest posts all the time. "
                + "A capped copy of them under one partition key makes that a single-partition query.");
        bob.click("nav a", "Feed");
        bob.waitForText(".card-title", "Why the feed is one partition");
        bob.screenshot("11-feed");

        alice.viewport(390, 844, true);
        alice.click("nav a", "Feed");
        alice.waitForText(".card .meta", "Robert");
        alice.screenshot("12-feed-on-a-phone");

        assertThat(alice.scriptErrors()).as("script errors in Alice's tab").isEmpty();
        assertThat(bob.scriptErrors()).as("script errors in Bob's tab").isEmpty();
        assertThat(alice.policyViolations()).as("CSP refusals in Alice's tab").isEmpty();
        assertThat(bob.policyViolations()).as("CSP refusals in Bob's tab").isEmpty();
    }

    @Test
    void scriptTagsInAPostAreShownAsTextAndRunNowhere() throws Exception {
        Tab carol = chromium.newPerson("carol");
        carol.go(base);
        signUp(carol, "Carol");
        String token = carol.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).token").asText();
        String title = "<script>window.__xss = 'title'</script>";
        String content = "<img src=x onerror=\"window.__xss = 'img'\"><script>window.__xss = 'content'</script>";
        HttpResponse<String> written = post(token, "api/posts",
                "{\"title\":\"" + title.replace("\"", "\\\"") + "\",\"content\":\"" + content.replace("\"", "\\\"") + "\"}");
        assertThat(written.statusCode()).isEqualTo(201);

        carol.click("nav a", "Feed");
        carol.waitForTextReloading(".card-title", title);
        carol.click(".card-title a", title);
        carol.waitForText(".post-content", "window.__xss = 'content'");

        assertThat(carol.text("h1")).isEqualTo(title);
        assertThat(carol.evaluate("document.querySelectorAll('main script, main img').length").asInt()).isZero();
        assertThat(carol.evaluate("typeof window.__xss").asText()).isEqualTo("undefined");
        assertThat(carol.policyViolations()).as("CSP refusals").isEmpty();
        assertThat(carol.scriptErrors()).as("script errors").isEmpty();
        carol.screenshot("13-script-tags-as-text");
    }

    @Test
    void aKeyReplacedElsewhereSignsThisBrowserOutAndSigningInAgainWorks() throws Exception {
        Tab dave = chromium.newPerson("dave");
        dave.go(base);
        signUp(dave, "Dave");
        String id = dave.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).id").asText();
        String key = dave.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).token").asText();
        HttpResponse<String> replaced = post(key, "api/users/" + id + "/token", null);
        assertThat(replaced.statusCode()).isEqualTo(201);
        String newKey = replaced.body().replaceAll(".*\"token\":\"([^\"]+)\".*", "$1");

        dave.click("nav a", "Write");
        dave.type("#post-title", "Written with a replaced key");
        dave.type("#post-content", "Refused.");
        dave.click("button[type=submit]", "Publish");
        dave.waitForText(".form-error", "Your key no longer works");
        dave.waitForText("nav", "Sign up");
        assertThat(dave.evaluate("localStorage.getItem('cosmosblog.session')").isNull()).isTrue();

        dave.go(base + "#/signin");
        dave.type("#signin-key", newKey);
        dave.click("button[type=submit]", "Sign in");
        dave.waitForText("nav a.me", "Dave");
        dave.waitForText(".key-status", "Your key works until");
        dave.click("button", "Sign out…");
        dave.click(".sign-out-everywhere", "Sign out everywhere");
        dave.waitForText("nav", "Sign up");
        String kept = dave.evaluate("localStorage.getItem('cosmosblog.session')").asText(null);
        assertThat(kept).isNull();
        assertThat(post(newKey, "api/users/" + id + "/token", null).statusCode()).as("the key after signing out everywhere")
                .isEqualTo(401);
        assertThat(dave.policyViolations()).as("CSP refusals").isEmpty();
    }

    @Test
    void theFooterNamesTheStorageAndModelServingThePage() {
        Tab erin = chromium.newPerson("erin");
        erin.go(base);
        erin.waitForText("h1", "Latest posts");

        erin.waitForText(".site-footer", "Served from memory");
        assertThat(erin.text(".site-footer")).contains("data model V3", "Lists are updated in the background")
                .doesNotContain("Azure Cosmos DB");
        assertThat(erin.policyViolations()).as("CSP refusals").isEmpty();
    }

    /** V1 keeps no views: its lists are read from the posts on each visit, and its footer says so. */
    @Test
    void aV1BlogsFooterSaysItsListsAreReadOnEachVisit() {
        BlogComponent v1 = BlogComponent.of(new Settings(0, StorageKind.INMEMORY).withModel(DataModel.V1));
        try {
            Tab frank = chromium.newPerson("frank");
            frank.go("http://127.0.0.1:" + v1.lifecycle().start() + "/");
            frank.waitForText(".site-footer", "data model V1");
            assertThat(frank.text(".site-footer")).contains("read from the posts themselves on each visit")
                    .doesNotContain("updated in the background");
        } finally {
            v1.lifecycle().stop();
        }
    }

    @Test
    void aLinkWithABrokenEscapeShowsNotFoundRatherThanLoadingForEver() {
        Tab frank = chromium.newPerson("frank");
        frank.go(base + "#/posts/%E0%A4%A");

        frank.waitForText("h1", "Page not found");
        assertThat(frank.policyViolations()).as("CSP refusals").isEmpty();
    }

    @Test
    void anAuthorDeletesAPostAndAUserErasesHerAccountByClicking() throws Exception {
        Tab grace = chromium.newPerson("grace");
        Tab heidi = chromium.newPerson("heidi");
        grace.go(base);
        signUp(grace, "Grace");
        heidi.go(base);
        signUp(heidi, "Heidi");
        heidi.click("a.button", "Write your first post");
        String heidisPost = writePost(heidi, HEIDIS, "Nothing of mine should outlive my account.");
        grace.click("a.button", "Write your first post");
        String doomed = writePost(grace, DOOMED, "Written to be deleted, comments, likes and all.");

        commentAndLikeFromTheFeed(heidi, DOOMED, "I will miss this one.");
        deletePostByClicking(grace, heidi, doomed);

        grace.click("nav a", "Write");
        String stays = writePost(grace, STAYS, "Liked and commented on by someone who then leaves.");
        commentAndLikeFromTheFeed(heidi, STAYS, "Goodbye, Grace.");
        eraseAccountByClicking(heidi, grace, heidisPost, stays);

        assertThat(grace.scriptErrors()).as("script errors in Grace's tab").isEmpty();
        assertThat(heidi.scriptErrors()).as("script errors in Heidi's tab").isEmpty();
        assertThat(grace.policyViolations()).as("CSP refusals in Grace's tab").isEmpty();
        assertThat(heidi.policyViolations()).as("CSP refusals in Heidi's tab").isEmpty();
    }

    /** A post gone already (deleted from a script while the page asked) is deleted all the same: no error, off her list. */
    @Test
    void deletingAPostGoneAlreadyIsDoneAllTheSame() throws Exception {
        Tab ivan = chromium.newPerson("ivan");
        ivan.go(base);
        signUp(ivan, "Ivan");
        ivan.click("a.button", "Write your first post");
        String postId = writePost(ivan, "Deleted twice", "Once from a script, once by clicking.");
        ivan.click(".delete-post", "Delete post");
        assertThat(send("DELETE", session(ivan, "token"), "api/posts/" + postId).statusCode()).isEqualTo(204);

        ivan.click(".confirm-delete-post", "Delete it");
        ivan.waitForText(".flash", "Deleted “Deleted twice”");
        ivan.waitForText("h1", "Ivan");
        ivan.waitForNoText(".posts", "Deleted twice");
        assertThat(ivan.isShown(".note")).as("a note waiting for the deleted post").isFalse();
        assertThat(ivan.scriptErrors()).as("script errors").isEmpty();
        assertThat(ivan.policyViolations()).as("CSP refusals").isEmpty();
    }

    private static HttpResponse<String> send(String method, String token, String path) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).method(method, HttpRequest.BodyPublishers.noBody());
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String session(Tab tab, String field) {
        return tab.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session'))." + field).asText();
    }

    private static HttpResponse<String> post(String token, String path, String json) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "Bearer " + token);
        request = json == null ? request.POST(HttpRequest.BodyPublishers.noBody())
                : request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void signUp(Tab tab, String name) {
        tab.click("nav a", "Sign up");
        tab.waitForText("h1", "Sign up");
        tab.type("#signup-username", name);
        tab.pressEnter();
        tab.waitForText("h1", "Welcome, " + name);
        tab.waitForText(".welcome", "only key");
        assertThat(tab.text(".token")).isEqualTo(tab.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).token").asText());
        tab.waitForText("nav a.me", name);
    }

    /** Lands on the new post at once (read-your-writes), whatever the feed says yet. */
    private static String writePost(Tab tab, String title, String content) {
        tab.waitForText("h1", "Write a post");
        tab.type("#post-title", title);
        tab.type("#post-content", content);
        tab.click("button[type=submit]", "Publish");
        tab.waitForText("h1", title);
        tab.waitForText(".flash", "Published");
        tab.waitForText(".post-content", content.substring(content.length() - 20));
        tab.screenshot("03-published-by-" + tab.name());
        return tab.evaluate("location.hash.split('/')[2]").asText();
    }

    /**
     * The footer's cost line shows V3's lesson, every request reads one partition, in the figures
     * of the request table in docs/DESIGN.md: an empty list (Q4, Q5) pays a point read more, and
     * C3 reads the author's key in the users' partition before its batch in the post's.
     */
    private static void commentAndLike(Tab bob) {
        bob.click("nav a", "Feed");
        bob.click(".card-title a", TITLE);
        bob.waitForText("h1", TITLE);
        bob.waitForText("#comments-heading", "0 comments");
        bob.waitForText(".page-cost", "This page: 3 requests · 5 operations on 3 partitions · 8.00 RU · data model v3");
        bob.click("button[type=submit]", "Comment");
        bob.waitForText(".form-error", "Comment must not be blank.");
        bob.type("#comment-content", "Lovely first post, Alice!");
        bob.click("button[type=submit]", "Comment");
        bob.waitForText(".comment", "Lovely first post, Alice!");
        bob.waitForText("#comments-heading", "1 comment");
        // The blank comment (refused once its key was read), C3, then Q2 again.
        bob.waitForText(".page-cost", "This page: 6 requests · 9 operations on 7 partitions");

        bob.waitForText(".like-total", "0 likes");
        bob.click(".like-button", "Like");
        bob.waitForText(".like-status", "Thanks! You like this post.");
        bob.waitForText(".like-total", "1 like");
        bob.waitForText(".likers li", "Bob");
        // After a reload the page still knows: Bob is among the likers.
        bob.reload();
        bob.waitForText(".like-button[aria-pressed=true]", "Liked");
        bob.waitForText(".page-cost", "This page: 3 requests · 3 operations on 3 partitions"); // counted afresh
        bob.screenshot("05-commented-and-liked");
        takeBackALikeAndAComment(bob);
    }

    /** Pressed again, the like is taken back (and given again); a comment of his own is deleted, once asked twice. */
    private static void takeBackALikeAndAComment(Tab bob) {
        bob.click(".like-button[aria-pressed=true]", "Liked");
        bob.waitForText(".like-status", "You no longer like this post.");
        bob.waitForText(".like-total", "0 likes");
        assertThat(bob.isShown(".likers li")).as("Bob among the likers").isFalse();
        bob.click(".like-button", "Like");
        bob.waitForText(".like-total", "1 like");

        bob.type("#comment-content", "Oops, wrong post");
        bob.click("button[type=submit]", "Comment");
        bob.waitForText("#comments-heading", "2 comments");
        bob.click(".comment:last-child .delete-comment", "Delete");
        bob.click(".comment:last-child .confirm-delete", "Delete it");
        bob.waitForText("#comments-heading", "1 comment");
        assertThat(bob.text(".comments")).doesNotContain("Oops, wrong post");
        bob.reload();
        bob.waitForText("#comments-heading", "1 comment");
        bob.waitForText(".like-total", "1 like");
        bob.screenshot("05b-taken-back");
    }

    private static void refusedToEditAnothersPost(Tab bob, String postId) {
        assertThat(bob.isShown(".edit-link")).as("Edit link on someone else's post").isFalse();
        bob.go(base + "#/posts/" + postId + "/edit");
        bob.waitForText("h1", "Edit post");
        bob.waitForText(".note", "Only its author can save changes");
        bob.type("#post-title", "Bob was here");
        bob.click("button[type=submit]", "Save changes");
        bob.waitForText(".form-error", "Only the author may edit a post.");
        bob.screenshot("07-edit-refused");
        bob.click("a.button", "Cancel");
        bob.waitForText("h1", TITLE);
    }

    private static void rename(Tab tab, String from, String to) {
        tab.click("nav a.me", from);
        tab.waitForText("h1", from);
        tab.type("#rename-username", to);
        tab.pressEnter();
        tab.waitForText("h1", to);
        tab.waitForText("nav a.me", to);
        tab.waitForText(".rename-form + [role=status]", "Renamed to “" + to + "”");
    }

    /** Her phone saves a version while the editor is open: the save says so, shows it and keeps her text, then saves over it. */
    private static void editOwnPost(Tab alice, String postId) throws IOException, InterruptedException {
        alice.click(".edit-link", "Edit");
        alice.waitForText("h1", "Edit post");
        alice.type("#post-title", TITLE + ", revisited");
        String token = alice.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).token").asText();
        HttpResponse<String> phone = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "api/posts/" + postId))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"title\":\"From her phone\",\"content\":\"Short.\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(phone.statusCode()).isEqualTo(200);
        alice.click("button[type=submit]", "Save changes");
        alice.waitForText(".note[role=status]", "changed elsewhere since you opened it");
        alice.waitForText(".note[role=status] h2", "From her phone");
        assertThat(alice.evaluate("document.querySelector('#post-title').value").asText()).isEqualTo(TITLE + ", revisited");
        alice.click("button[type=submit]", "Save changes");
        alice.waitForText(".flash", "Saved");
        alice.waitForText("h1", TITLE + ", revisited");
        alice.click("nav a", "Feed");
        alice.waitForText(".card-title", TITLE + ", revisited");
        alice.screenshot("09-edited");
    }

    /** Comments come a page (10) at a time; "Load more comments" follows the continuation. */
    private static void pageThroughComments(Tab bob, String postId) throws IOException, InterruptedException {
        String token = bob.evaluate("JSON.parse(localStorage.getItem('cosmosblog.session')).token").asText();
        HttpClient http = HttpClient.newHttpClient();
        for (int i = 2; i <= 12; i++) {
            HttpResponse<String> reply = http.send(HttpRequest.newBuilder(URI.create(base + "api/posts/" + postId + "/comments"))
                    .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"content\":\"Comment number " + i + "\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(reply.statusCode()).isEqualTo(201);
        }
        bob.go(base + "#/posts/" + postId);
        bob.waitForText("#comments-heading", "12 comments");
        bob.waitForText(".comment-progress", "Showing 10 of 12.");
        assertThat(bob.evaluate("document.querySelectorAll('.comment').length").asInt()).isEqualTo(10);
        bob.click(".load-more", "Load more comments");
        bob.waitForText(".comment", "Comment number 12");
        assertThat(bob.evaluate("document.querySelectorAll('.comment').length").asInt()).isEqualTo(12);
        assertThat(bob.isShown(".load-more")).isFalse();
        bob.screenshot("10-all-comments");
    }

    /** Opens the post from the feed, as soon as the feed has it, and comments on it and likes it. */
    private static void commentAndLikeFromTheFeed(Tab tab, String title, String comment) {
        tab.click("nav a", "Feed");
        tab.waitForTextReloading(".card-title", title);
        tab.click(".card-title a", title);
        tab.waitForText("h1", title);
        tab.type("#comment-content", comment);
        tab.click("button[type=submit]", "Comment");
        tab.waitForText(".comment", comment);
        tab.click(".like-button", "Like");
        tab.waitForText(".like-total", "1 like");
    }

    /**
     * Only the author is offered "Delete post"; asked once more, she deletes it and lands on her own
     * page. The post is gone at once; her list and the feed, as Heidi sees them, drop it a moment later.
     */
    private static void deletePostByClicking(Tab grace, Tab heidi, String postId) throws IOException, InterruptedException {
        grace.waitForTextReloading("#comments-heading", "1 comment");
        grace.waitForText(".like-total", "1 like");
        assertThat(heidi.isShown(".delete-post")).as("Delete post on someone else's post").isFalse();
        grace.click(".delete-post", "Delete post");
        grace.waitForText(".post-delete .confirm", "cannot be undone");
        grace.screenshot("14-delete-post-asked");
        assertThat(send("GET", null, "api/posts/" + postId).statusCode()).as("the post while asked").isEqualTo(200);
        grace.click(".confirm-delete-post", "Delete it");
        grace.waitForText(".flash", "Deleted “" + DOOMED + "”, with its comments and likes.");
        grace.waitForText("h1", "Grace");
        grace.waitForNoText(".posts", DOOMED);
        assertThat(grace.isShown(".note")).as("a note waiting for the deleted post").isFalse();
        grace.screenshot("15-post-deleted");
        assertThat(send("GET", null, "api/posts/" + postId).statusCode()).as("the deleted post").isEqualTo(404);

        heidi.reload();
        heidi.waitForText("h1", "Not found");
        heidi.go(base + "#/users/" + session(grace, "id"));
        heidi.waitForText("h1", "Grace");
        heidi.waitForNoTextReloading(".posts", DOOMED);
        heidi.click("nav a", "Feed");
        heidi.waitForText(".card-title", HEIDIS);
        heidi.waitForNoTextReloading(".card-title", DOOMED);
    }

    /**
     * "Delete my account…" first shows what goes and that it cannot be undone, and deletes nothing;
     * confirmed, the account, its key, her post, comment and like go, the browser is signed out and
     * shows the feed, and Grace's post and feed lose them, counts included.
     */
    private static void eraseAccountByClicking(Tab heidi, Tab grace, String heidisPost, String gracesPost)
            throws IOException, InterruptedException {
        String heidiId = session(heidi, "id");
        String key = session(heidi, "token");
        String counts = ".card[data-post-id='" + gracesPost + "'] .counts";
        grace.waitForTextReloading("#comments-heading", "1 comment");
        grace.waitForText(".likers li", "Heidi");
        grace.click("nav a", "Feed");
        grace.waitForTextReloading(counts, "1 comment · 1 like");
        grace.waitForText(".card-title", HEIDIS);

        heidi.click("nav a.me", "Heidi");
        heidi.waitForText("h1", "Heidi");
        heidi.click(".delete-account", "Delete my account");
        heidi.waitForText(".account-delete .confirm", "every post you wrote, with all the comments and likes on it");
        heidi.waitForText(".account-delete .confirm", "every comment and like you gave on other people’s posts");
        heidi.waitForText(".account-delete .confirm", "This cannot be undone");
        heidi.screenshot("16-delete-account-warning");
        heidi.click(".keep-account", "Keep my account");
        assertThat(heidi.isShown(".account-delete .confirm")).as("the warning after Keep my account").isFalse();
        assertThat(send("GET", null, "api/users/" + heidiId).statusCode()).as("her account while asked").isEqualTo(200);
        assertThat(send("GET", null, "api/posts/" + heidisPost).statusCode()).as("her post while asked").isEqualTo(200);
        grace.reload();
        grace.waitForText(counts, "1 comment · 1 like");
        assertThat(session(heidi, "token")).as("her key in the browser while asked").isEqualTo(key);

        heidi.click(".delete-account", "Delete my account");
        heidi.click(".erase-account", "Delete my account and everything I wrote");
        heidi.waitForText(".flash", "Your account is deleted");
        heidi.waitForText("h1", "Latest posts");
        heidi.waitForText("nav", "Sign up");
        assertThat(heidi.evaluate("localStorage.getItem('cosmosblog.session')").isNull()).as("her key in the browser").isTrue();
        heidi.waitForText(".card-title", STAYS);
        assertThat(heidi.text(".posts")).doesNotContain(HEIDIS);
        heidi.screenshot("17-account-deleted");
        assertThat(post(key, "api/users/" + heidiId + "/token", null).statusCode()).as("her key after erasure").isEqualTo(401);
        assertThat(send("GET", null, "api/users/" + heidiId).statusCode()).as("her account").isEqualTo(404);
        assertThat(send("GET", null, "api/posts/" + heidisPost).statusCode()).as("her post").isEqualTo(404);

        grace.waitForNoTextReloading(".card-title", HEIDIS);
        grace.waitForTextReloading(counts, "0 comments · 0 likes");
        grace.click(".card-title a", STAYS);
        grace.waitForText("#comments-heading", "0 comments");
        grace.waitForText(".like-total", "0 likes");
        assertThat(grace.text(".comments-section")).doesNotContain("Goodbye, Grace.");
        assertThat(grace.isShown(".likers li")).as("anyone among the likers").isFalse();
        grace.screenshot("18-counts-corrected");
        grace.go(base + "#/users/" + heidiId);
        grace.waitForText("h1", "Not found");
    }
}
