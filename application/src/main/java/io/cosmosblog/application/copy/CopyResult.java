package io.cosmosblog.application.copy;

import java.util.List;

/**
 * What a copy did and what its verification found: per kind, the items in the source, written,
 * found on the target already, taken back from the target, and on the target afterwards; the items compared field by field,
 * and every difference.
 */
public record CopyResult(List<CopiedKind> kinds, long compared, List<String> differences) {

    /** Complete and verified: the target holds every item of the source and nothing more, and no compared item differs. */
    public boolean isVerified() {
        return differences.isEmpty() && kinds.stream().allMatch(kind -> kind.copied() == kind.inSource()
                && kind.inTarget() == kind.inSource());
    }

    public long takenBack() {
        return kinds.stream().mapToLong(CopiedKind::takenBack).sum();
    }

    public long written() {
        return kinds.stream().mapToLong(CopiedKind::written).sum();
    }

    public long items() {
        return kinds.stream().mapToLong(CopiedKind::inSource).sum();
    }
}
