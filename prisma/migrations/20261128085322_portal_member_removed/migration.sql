-- AlterEnum
ALTER TYPE "PortalChangeKind" ADD VALUE 'MEMBER_REMOVED';
