package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One data model's row of a storage adapter's contract matrix: every contract suite, each a nested
 * cell that runs against the adapter opened in that model. An adapter's matrix is one test class
 * holding a subclass of this per model, so every storage × model × suite cell exists in the
 * report: it runs, or it is skipped with the reason written in {@link #NOT_APPLICABLE}.
 */
@ExtendWith(ContractMatrix.Applicability.class)
public abstract class ContractMatrix {

    /** The suites that cannot apply to a model, and why: the only holes in any adapter's matrix. */
    static final Map<DataModel, Map<Class<? extends ContractTest>, String>> NOT_APPLICABLE = Map.of(
            DataModel.V1, Map.of(
                    AuthorNameCopiesContract.class, "V1 copies no author name: each is looked up from its user when read",
                    ParkedRenamesContract.class, "V1 copies no name, so no rename is projected, nor parked",
                    UserPostsViewContract.class, "V1 stores no copy of a user's posts: the list is a query across the posts",
                    FeedViewContract.class, "V1 stores no feed: it is a query across the posts",
                    RebuildViewsContract.class, "V1 stores no view to rebuild: both lists are queries across the posts",
                    ParkedChangesContract.class, "V1 projects nothing, so no change is ever parked",
                    ProjectionLagContract.class, "V1 projects nothing, so no projection lags"),
            DataModel.V2, Map.of(
                    UserPostsViewContract.class, "V2 stores no copy of a user's posts: the list is a query across the posts",
                    FeedViewContract.class, "V2 stores no feed: it is a query across the posts",
                    RebuildViewsContract.class, "V2 stores no view to rebuild: both lists are queries across the posts",
                    ParkedChangesContract.class, "the suite parks a post the feed refuses to copy; V2 copies no post anywhere",
                    ProjectionLagContract.class, "the suite holds up the copies of posts; V2 makes none, so no lag builds"),
            DataModel.V3, Map.of(),
            DataModel.V4, Map.of());

    /** How an adapter opens fresh, empty storage in a model; {@code directory} is the test's own. */
    public interface Opener {
        BlogStorage open(DataModel model, Path directory);
    }

    private final DataModel model;
    private final Opener opener;

    protected ContractMatrix(DataModel model, Opener opener) {
        this.model = model;
        this.opener = opener;
    }

    private BlogStorage cell(ContractTest suite) {
        return opener.open(model, suite.directory);
    }

    private Optional<String> notApplicable(Object suite) {
        return NOT_APPLICABLE.get(model).entrySet().stream()
                .filter(entry -> entry.getKey().isInstance(suite)).map(Map.Entry::getValue).findFirst();
    }

    /** Skips each test of a cell that does not apply, before it opens anything, with the reason. */
    static final class Applicability implements ExecutionCondition {

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            if (context.getTestInstance().isEmpty()) {
                return ConditionEvaluationResult.enabled("decided per test, once the cell exists");
            }
            Object suite = context.getRequiredTestInstance();
            return context.getRequiredTestInstances().getAllInstances().stream()
                    .filter(ContractMatrix.class::isInstance).map(ContractMatrix.class::cast).findFirst()
                    .flatMap(row -> row.notApplicable(suite).map(reason -> "not applicable to " + row.model + ": " + reason))
                    .map(ConditionEvaluationResult::disabled)
                    .orElseGet(() -> ConditionEvaluationResult.enabled("applies"));
        }
    }

    @Nested class Users extends UsersContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class Posts extends PostsContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class Comments extends CommentsContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class Likes extends LikesContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class PostLists extends PostListsContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class Blog extends BlogContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class AuthorNames extends AuthorNameCopiesContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class ParkedRenames extends ParkedRenamesContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class UserPostsView extends UserPostsViewContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class FeedView extends FeedViewContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class RebuildViews extends RebuildViewsContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class ParkedChanges extends ParkedChangesContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class Deletes extends DeletesContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class ProjectionLag extends ProjectionLagContract { @Override protected BlogStorage newStorage() { return cell(this); } }

    @Nested class ErasureRaces extends ErasureRacesContract { @Override protected BlogStorage newStorage() { return cell(this); } }
}
