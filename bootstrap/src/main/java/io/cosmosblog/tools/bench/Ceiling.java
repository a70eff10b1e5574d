package io.cosmosblog.tools.bench;

/** One round of the ceiling: Q2 on one post, Q2 across the data set, the bare route. */
record Ceiling(Measurement q2, Measurement q2AcrossData, Measurement bare) {

    /** Q2's median throughput over the bare route's, like for like: the request path's own cost. */
    double ratio() {
        return q2.perSecond() / bare.perSecond();
    }

    double ratioAcrossData() {
        return q2AcrossData.perSecond() / bare.perSecond();
    }
}
