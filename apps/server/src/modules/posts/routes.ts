import { optionalBody } from '@awards/shared/admin-fields';
import {
  checkPostCodeSchema,
  postAddSchema,
  postIdSchema,
  postIdsSchema,
  postOptionsQuerySchema,
  postPageQuerySchema,
  postStatusSchema,
  postUpdateSchema,
  postUserRelationSchema,
  postUsersQuerySchema,
} from '@awards/shared/posts';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { PostsServices } from './module';

const tags = ['posts'];

/** Post administration (spec 001 §7 "Posts"), POST_* codes. */
export function postRoutes(app: App, services: PostsServices): void {
  const { posts, postMembers } = services;

  app.post(
    '/rest/post/page',
    {
      config: { auth: 'POST_VIEW' },
      schema: { tags, summary: 'Posts with their user counts', body: optionalBody(postPageQuerySchema) },
    },
    async (request) => ok(await posts.page(request.body)),
  );

  app.post(
    '/rest/post/options',
    // Pickers in other staff forms (users, organisations) need the posts without managing them.
    {
      config: { auth: 'staff' },
      schema: { tags, summary: 'Enabled posts for pickers', body: optionalBody(postOptionsQuerySchema) },
    },
    async (request) => ok(await posts.options(request.body.postType)),
  );

  app.post(
    '/rest/post/detail',
    { config: { auth: 'POST_VIEW' }, schema: { tags, summary: 'One post', body: postIdSchema } },
    async (request) => ok(await posts.detail(request.body.postId)),
  );

  app.post(
    '/rest/post/add',
    { config: { auth: 'POST_ADD' }, schema: { tags, summary: 'Create a post', body: postAddSchema } },
    async (request) => ok(await posts.add(currentUser(request), request.body)),
  );

  app.post(
    '/rest/post/update',
    { config: { auth: 'POST_EDIT' }, schema: { tags, summary: 'Edit a post', body: postUpdateSchema } },
    async (request) => ok(await posts.update(currentUser(request), request.body)),
  );

  app.post(
    '/rest/post/delete',
    {
      config: { auth: 'POST_DEL' },
      schema: { tags, summary: 'Delete a post nobody holds', body: postIdSchema },
    },
    async (request) => ok(await posts.remove([request.body.postId])),
  );

  app.post(
    '/rest/post/batchDelete',
    {
      config: { auth: 'POST_BATCHDEL' },
      schema: { tags, summary: 'Delete posts, all or none', body: postIdsSchema },
    },
    async (request) => ok(await posts.remove(request.body.postIds)),
  );

  app.post(
    '/rest/post/updateStatus',
    {
      config: { auth: 'POST_ENABLE' },
      schema: { tags, summary: 'Enable (1) or disable (0) posts', body: postStatusSchema },
    },
    async (request) =>
      ok(await posts.setStatus(currentUser(request), request.body.postIds, request.body.status)),
  );

  app.post(
    '/rest/post/checkPostCode',
    {
      config: { auth: 'POST_VIEW' },
      schema: {
        tags,
        summary: 'Is the post code well-formed and free? 409 when taken',
        body: checkPostCodeSchema,
      },
    },
    async (request) => ok(await posts.checkCode(request.body.postCode, request.body.postId)),
  );

  app.post(
    '/rest/post/boundUsers',
    {
      config: { auth: 'POST_USER' },
      schema: { tags, summary: 'Users holding the post, paged', body: postUsersQuerySchema },
    },
    async (request) => ok(await postMembers.list(currentUser(request), request.body, true)),
  );

  app.post(
    '/rest/post/unboundUsers',
    {
      config: { auth: 'POST_USER' },
      schema: { tags, summary: 'Users not holding the post (candidates), paged', body: postUsersQuerySchema },
    },
    async (request) => ok(await postMembers.list(currentUser(request), request.body, false)),
  );

  app.post(
    '/rest/post/addUsers',
    {
      config: { auth: 'POST_USER' },
      schema: { tags, summary: 'Give users the post', body: postUserRelationSchema },
    },
    async (request) =>
      ok(await postMembers.add(currentUser(request), request.body.postId, request.body.userIds)),
  );

  app.post(
    '/rest/post/deleteUsers',
    {
      config: { auth: 'POST_USER' },
      schema: { tags, summary: 'Take the post from users', body: postUserRelationSchema },
    },
    async (request) =>
      ok(await postMembers.remove(currentUser(request), request.body.postId, request.body.userIds)),
  );
}
